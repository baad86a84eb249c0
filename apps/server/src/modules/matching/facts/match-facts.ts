import { extractBudget } from '../../assistant/extract/budget.ts';
import { extractCategory } from '../../assistant/extract/category.ts';
import { findMoneyMentions } from '../../assistant/extract/money.ts';
import { extractTimeline } from '../../assistant/extract/timeline.ts';
import { type DeveloperFacts, type JobFacts, MATCH_FACTS_VERSION } from './match-facts.types.ts';
import { skillBits } from './skill-bits.ts';
import { skillKey, skillsIn, skillsOfEntries, splitStack, unique } from './skills.ts';
import { domainOfCategory, domainsIn, jobZoneIn, languagesAskedIn, namedLanguages, utcOffsetOf } from './text-facts.ts';

/** How a job and a profile are read into facts when they are written (see match-facts.types.ts). */
export interface JobFactsInput {
  title: string;
  category: string;
  description: string;
  keyFeatures: string;
  technologyStack: string;
  budget: string;
  timeline: string;
}

export interface DeveloperFactsInput {
  title: string;
  skills: readonly string[];
  hourlyRate: string;
  hourlyRateMin: number | null;
  hourlyRateMax: number | null;
  experience: string;
  bio: string;
  languages: readonly string[];
  timezone: string;
}

/** The job category by its product name ("mobile app" is Mobile Development), else as written. */
export function normaliseCategory(category: string): string | null {
  const written = category.trim();
  if (!written) return null;
  return extractCategory(written, [], 1) ?? written;
}

export function jobFactsOf(job: JobFactsInput, reference = new Date()): JobFacts {
  const prose = `${job.title}. ${job.description}\n${job.keyFeatures}`;
  const stack = skillsOfEntries(splitStack(job.technologyStack));
  const skills = unique([...stack, ...skillsIn(prose)]);
  const inStack = new Set(stack.map(skillKey));
  // The fields are the budget and the timeline: say so, so that a bare "5k-7k" or "6 weeks" is read as one.
  const budget = extractBudget(`Budget: ${job.budget}`) ?? null;
  const timeline = extractTimeline(`Timeline: ${job.timeline}`, reference) ?? null;
  const category = normaliseCategory(job.category);
  const categoryDomain = domainOfCategory(job.category);
  return {
    v: MATCH_FACTS_VERSION,
    skills,
    mentioned: skills.filter((skill) => !inStack.has(skillKey(skill))),
    category,
    domains: [
      ...new Set([...(categoryDomain ? [categoryDomain] : []), ...domainsIn(`${job.title}. ${job.description}`)]),
    ],
    budgetMin: budget?.budgetMin ?? budget?.budgetMax ?? null,
    budgetMax: budget?.budgetMax ?? budget?.budgetMin ?? null,
    currency: budget?.currency ?? null,
    timelineWeeks: timeline?.timelineWeeks ?? null,
    languages: languagesAskedIn(prose),
    zone: jobZoneIn(prose),
  };
}

export function developerFactsOf(profile: DeveloperFactsInput): DeveloperFacts {
  const written = `${profile.title}. ${profile.experience}\n${profile.bio}`;
  return {
    v: MATCH_FACTS_VERSION,
    skills: unique([...skillsOfEntries(profile.skills), ...skillsIn(written)]),
    rateMin: profile.hourlyRateMin,
    rateMax: profile.hourlyRateMax ?? profile.hourlyRateMin,
    currency: findMoneyMentions(profile.hourlyRate)[0]?.currency ?? null,
    utcOffset: utcOffsetOf(profile.timezone),
    languages: namedLanguages(profile.languages),
    domains: domainsIn(written),
  };
}

/** The column values stored with a job: the facts, and the skills' keys for the GIN index. */
export function matchColumns<Facts extends { skills: string[] }>(facts: Facts) {
  return { matchFacts: facts, matchSkills: facts.skills.map(skillKey) };
}

/** A profile's also carry its skills' bit signature, which the pool query ranks by. */
export function profileMatchColumns(facts: DeveloperFacts) {
  return { ...matchColumns(facts), skillBits: skillBits(facts.skills) };
}
