import type { ProfileFacts, ProjectFacts } from '@app/shared/assistant/assistant.schemas';
import { findAmounts } from './extract/money.ts';
import { normaliseTechnology } from './extract/technologies.ts';

/** The dictionary's names where it knows them; each once, whatever the case. */
export function unionOfNames(...lists: (readonly string[] | undefined)[]): string[] | undefined {
  const names = new Map<string, string>();
  for (const name of lists.flat()) {
    if (!name?.trim()) continue;
    const normal = normaliseTechnology(name) ?? name.trim();
    if (!names.has(normal.toLowerCase())) names.set(normal.toLowerCase(), normal);
  }
  return names.size > 0 ? [...names.values()] : undefined;
}

/** A currency counts only if the text gives it, next to an amount or by its code: none is invented. */
function isCurrencyStated(text: string, code: string | undefined): boolean {
  if (!code) return false;
  return findAmounts(text).some((amount) => amount.currency === code) || new RegExp(`\\b${code}\\b`).test(text);
}

/** A link counts only if the text has it: the model does not get to make up a GitHub account. */
function isInText(text: string, url: string | undefined): boolean {
  if (!url) return false;
  const bare = url
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');
  return text.toLowerCase().includes(bare);
}

/**
 * The model's facts first, the built-in extractor's where the model has none. Budget and timeline
 * are taken as a whole from one of them, never mixed; the technologies of both are kept.
 */
export function mergeProjectFacts(text: string, model: ProjectFacts, builtIn: ProjectFacts): ProjectFacts {
  const hasModelBudget = model.budgetMin !== undefined || model.budgetMax !== undefined;
  const budget = hasModelBudget
    ? {
        budgetMin: model.budgetMin,
        budgetMax: model.budgetMax,
        currency: isCurrencyStated(text, model.currency) ? model.currency : undefined,
      }
    : { budgetMin: builtIn.budgetMin, budgetMax: builtIn.budgetMax, currency: builtIn.currency };
  const timeline = model.timelineText
    ? {
        timelineText: model.timelineText,
        timelineWeeks: model.timelineWeeks !== undefined ? Math.max(1, Math.round(model.timelineWeeks)) : undefined,
      }
    : { timelineText: builtIn.timelineText, timelineWeeks: builtIn.timelineWeeks };
  return withoutUndefined({
    title: model.title ?? builtIn.title,
    category: model.category ?? builtIn.category,
    description: builtIn.description,
    audience: model.audience ?? builtIn.audience,
    features: model.features?.length ? model.features : builtIn.features,
    technologies: unionOfNames(model.technologies, builtIn.technologies),
    ...budget,
    ...timeline,
    successCriteria: model.successCriteria ?? builtIn.successCriteria,
    challenges: model.challenges ?? builtIn.challenges,
  });
}

/** The same for a CV: the model's facts first; links and a currency only if the text has them. */
export function mergeProfileFacts(text: string, model: ProfileFacts, builtIn: ProfileFacts): ProfileFacts {
  const rate =
    model.hourlyRate !== undefined
      ? {
          hourlyRate: model.hourlyRate,
          hourlyRateMax: model.hourlyRateMax,
          currency: isCurrencyStated(text, model.currency) ? model.currency : undefined,
        }
      : { hourlyRate: builtIn.hourlyRate, hourlyRateMax: builtIn.hourlyRateMax, currency: builtIn.currency };
  const link = (key: 'github' | 'linkedin' | 'portfolio') => (isInText(text, model[key]) ? model[key] : builtIn[key]);
  return withoutUndefined({
    name: model.name ?? builtIn.name,
    title: model.title ?? builtIn.title,
    skills: unionOfNames(model.skills, builtIn.skills),
    yearsOfExperience: model.yearsOfExperience ?? builtIn.yearsOfExperience,
    languages: unionOfNames(model.languages, builtIn.languages),
    location: model.location ?? builtIn.location,
    timezone: model.timezone ?? builtIn.timezone,
    ...rate,
    github: link('github'),
    linkedin: link('linkedin'),
    portfolio: link('portfolio'),
    bio: model.bio ?? builtIn.bio,
  });
}

/** The facts without the fields that are not stated. */
export function withoutUndefined<Facts extends object>(facts: Facts): Facts {
  return Object.fromEntries(
    Object.entries(facts).filter(([, value]) => value !== undefined && value !== null),
  ) as Facts;
}
