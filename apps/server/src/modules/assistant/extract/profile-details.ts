import { checkProfileLink } from '@app/shared/developers/profile-links';
import { PER_HOUR_AFTER } from '../data/budget-cues.data.ts';
import { LANGUAGE_CONTEXT, LINK_TLDS, SPOKEN_LANGUAGES } from '../data/profile-cues.data.ts';
import { findMoneyMentions } from './money.ts';
import { NUMBER_WORDS_PATTERN, parseNumber } from './numbers.ts';
import { escapeRegExp } from './patterns.ts';
import { clip, type Span, wordCount } from './sentences.ts';
import { normaliseTechnology } from './technologies.ts';

/** Experience, languages, rate, links and bio from a CV. */

const YEARS = new RegExp(
  `(?<![\\p{L}\\d])(?<count>\\d{1,2}|${NUMBER_WORDS_PATTERN})\\s*(?<plus>\\+)?\\s*(?:years?|yrs?)(?![\\p{L}])(?=(?<after>[^.;\\n]{0,40}))`,
  'gu',
);
const DECADES = /\b(?:(?<count>a|one|two|three)\s+decades?)\b/i;
const SINCE_YEAR = /\bsince\s+(?<year>(?:19[5-9]|20[0-4])\d)\b/gi;
const NOT_EXPERIENCE_BEFORE = /(?:last|past|next|first|for the past|ago|within|every|the)\s*$/i;

/**
 * Years of experience: "7+ years", "10 yrs", "a decade", "since 2015" (counted to the reference
 * date). A count with "experience" after it wins over any other; "the last 5 years" is not one.
 */
export function extractYearsOfExperience(text: string, reference: Date): number | undefined {
  const counted: { years: number; isExperience: boolean; isRole: boolean }[] = [];
  for (const match of text.matchAll(YEARS)) {
    const before = text.slice(Math.max(0, match.index - 20), match.index);
    if (NOT_EXPERIENCE_BEFORE.test(before) && !/past\s*$/i.test(before)) continue;
    const years = parseNumber(match.groups?.count ?? '');
    if (years === null || years <= 0 || years > 60) continue;
    const after = match.groups?.after ?? '';
    counted.push({
      years,
      isExperience: /\bexperience|\bexp\b|\bin (?:industry|it|tech)/i.test(after),
      isRole: /^\s*(?:as|at)\b/i.test(after),
    });
  }
  const experience = counted.find((entry) => entry.isExperience);
  if (experience) return experience.years;
  // "5 years as a financial analyst, 3 years as analytics engineer": a career told role by role.
  const roles = counted.filter((entry) => entry.isRole);
  if (roles.length >= 2) return roles.reduce((sum, entry) => sum + entry.years, 0);
  const since = [...text.matchAll(SINCE_YEAR)].map((match) => Number(match.groups?.year));
  if (since.length > 0) return Math.max(0, reference.getUTCFullYear() - Math.min(...since));
  if (counted[0]) return counted[0].years;
  const decades = text.match(DECADES)?.groups?.count?.toLowerCase();
  if (decades) return ({ a: 1, one: 1, two: 2, three: 3 }[decades] ?? 1) * 10;
  return undefined;
}

const LANGUAGE_FORMS = SPOKEN_LANGUAGES.flatMap((language) =>
  [language.name, ...(language.aliases ?? [])].map((form) => ({ name: language.name, form })),
).sort((a, b) => b.form.length - a.form.length);
const LANGUAGE = new RegExp(
  `(?<![\\p{L}])(?:${LANGUAGE_FORMS.map((entry) => escapeRegExp(entry.form)).join('|')})(?![\\p{L}])`,
  'gu',
);

/**
 * Spoken languages: a language name counts in a sentence about languages ("Languages:", "fluent",
 * "native", "C1") or in a list of two or more languages ("Dutch/English/German").
 */
export function extractLanguages(sentences: readonly Span[]): string[] {
  const found: string[] = [];
  for (const sentence of sentences) {
    const names = [...sentence.text.matchAll(LANGUAGE)].map(
      (match) => LANGUAGE_FORMS.find((entry) => entry.form === match[0])?.name ?? match[0],
    );
    const isAboutLanguages = LANGUAGE_CONTEXT.test(sentence.text) || new Set(names).size >= 2;
    if (isAboutLanguages) found.push(...names);
  }
  return [...new Set(found)];
}

/** A "LANGUAGES" heading on its own line makes the next line a language list. */
export function languageLines(text: string, sentences: readonly Span[]): Span[] {
  return sentences.map((sentence) => {
    const previous = text.slice(0, sentence.start).trimEnd().split('\n').pop() ?? '';
    return /^\s*languages?\s*:?\s*$/i.test(previous) ? { ...sentence, text: `Languages: ${sentence.text}` } : sentence;
  });
}

export interface Rate {
  hourlyRate: number;
  hourlyRateMax?: number;
  currency?: string;
}

/** The hourly rate: an amount "/hr", "per hour", "an hour", or after "hourly rate:"; never a daily rate. */
export function extractHourlyRate(text: string): Rate | undefined {
  for (const mention of findMoneyMentions(text)) {
    const after = text.slice(mention.end, mention.end + 20);
    const before = text.slice(Math.max(0, mention.start - 20), mention.start);
    if (!PER_HOUR_AFTER.test(after) && !/(?:hourly(?: rate)?|rate per hour|per hour)\s*:?\s*$/i.test(before)) continue;
    return {
      hourlyRate: mention.min,
      ...(mention.max !== mention.min ? { hourlyRateMax: mention.max } : {}),
      ...(mention.currency ? { currency: mention.currency } : {}),
    };
  }
  return undefined;
}

const LINK = new RegExp(
  `(?<![@\\w.-])(?<protocol>https?://)?(?<www>www\\.)?(?<host>(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+(?:${LINK_TLDS.join('|')}))(?<path>/[^\\s,;|·)\\]]*)?(?![\\w@.-]*[\\w@])`,
  'gi',
);
const PERSONAL_TLDS = /\.(?:dev|design|me|io|app|page|site|portfolio|studio|works|codes|art|blog|website|online)$/i;
const NOT_PORTFOLIO = /(?:^|\.)(?:gmail|outlook|hotmail|yahoo|icloud|proton|example)\.[a-z]+$/i;

export interface Links {
  github?: string;
  linkedin?: string;
  portfolio?: string;
}

/** GitHub, LinkedIn and a portfolio address, as full https links. */
export function extractLinks(text: string): Links {
  const links: Links = {};
  let clearPortfolio = false;
  for (const match of text.matchAll(LINK)) {
    const { protocol, www, host = '', path = '' } = match.groups ?? {};
    const lowerHost = host.toLowerCase();
    // As the profile saves links: https, and GitHub and LinkedIn on their own hosts (profile-links.ts).
    const checked = checkProfileLink(
      lowerHost === 'github.com' ? 'github' : lowerHost.endsWith('linkedin.com') ? 'linkedin' : 'portfolio',
      `https://${lowerHost}${path.replace(/[./]+$/, '')}`,
    );
    if (!checked.valid || checked.url.length > 300) continue;
    const url = checked.url;
    if (lowerHost === 'github.com') {
      if (path.length > 1) links.github ??= url;
      continue;
    }
    if (lowerHost.endsWith('linkedin.com')) {
      if (path.length > 1) links.linkedin ??= url.replace('https://www.', 'https://');
      continue;
    }
    if (NOT_PORTFOLIO.test(lowerHost) || normaliseTechnology(host) !== null) continue;
    const isLabelled = /(?:portfolio|website|site|web|blog|homepage)\s*:?\s*$/i.test(
      text.slice(Math.max(0, match.index - 14), match.index),
    );
    // A bare address ("zoe-draws.com") is taken last: one with a label, a protocol or a path first.
    const isClearly = protocol || www || path || isLabelled || PERSONAL_TLDS.test(lowerHost);
    if (isLabelled || (isClearly && !clearPortfolio) || !links.portfolio) {
      links.portfolio = url;
      clearPortfolio ||= Boolean(isClearly);
    }
  }
  return links;
}

/** The person's own summary: an "About"/"Summary" section, or the longest paragraph of prose. */
export function extractBio(text: string): string | undefined {
  const section = text.match(/(?:^|\n)\s*(?:about(?: me)?|summary|profile)\s*:?\s*\n?(?<body>[^\n]{40,})/i)?.groups
    ?.body;
  const paragraphs = text.split(/\n\s*\n|\n(?=[A-Z ]{4,}\n)/).map((paragraph) => paragraph.replace(/\s+/g, ' ').trim());
  const prose =
    section ?? paragraphs.filter((paragraph) => wordCount(paragraph) >= 15).sort((a, b) => b.length - a.length)[0];
  return prose ? clip(prose.trim(), 2000) : undefined;
}
