import type { MatchReasonKind } from '@app/shared/matching/matching.constants';
import { bayesianRating, RATING_PRIOR } from '@app/shared/reviews/review-rating';
import { normaliseCategory } from '../facts/match-facts.ts';
import type { DeveloperFacts, JobFacts } from '../facts/match-facts.types.ts';
import { relatedSkillsOf, skillKey } from '../facts/skills.ts';
import { domainOfCategory, formatOffset } from '../facts/text-facts.ts';
import { durationOf, listOf, moneyRange, plural, rateText } from './wording.ts';

/*
 * The scoring terms (issue 33 "How it ranks"). Each term reads the two sides' stored facts and gives
 * points and the one sentence that says why; the score is their sum, clamped to 0-100. The weights
 * and why are in docs/decisions/016-matching-facts-and-weights.md. No term reads a name, a photo, a
 * location (only the time zone) or anything protected.
 */

/** What a developer has earned on the platform (cached on the profile from contracts and reviews). */
export interface DeveloperRecord {
  availability: 'Available' | 'Busy' | 'Unavailable';
  rating: number | null;
  ratingCount: number;
  /** How many different clients the counted reviews come from, and the mean of each one's mean. */
  ratingClients: number;
  clientRating: number | null;
  completedProjects: number;
  /** Completed contracts by their job's category. */
  completedCategories: Readonly<Record<string, number>>;
}

/** Who reads the reasons: the job's owner about a developer, or the developer about a job. */
export type Audience = 'client' | 'developer';

export interface Term {
  kind: MatchReasonKind;
  points: number;
  text: string;
}

export interface MatchInput {
  job: JobFacts;
  developer: DeveloperFacts;
  record: DeveloperRecord;
}

export const WEIGHTS = {
  skills: 60,
  relatedShare: 0.5,
  mentionedShare: 0.5,
  rateFits: 10,
  rateStretches: 3,
  rateFarAbove: -15,
  available: 8,
  busy: -4,
  unavailable: -25,
  rating: 6,
  trackRecord: 2,
  category: 4,
  domain: 6,
  timeZone: 2,
  farTimeZone: -2,
  languages: 2,
  missingLanguage: -3,
} as const;

/** Hours a week a project's budget should pay for: freelance projects run at a part-time pace. */
export const HOURS_PER_WEEK = 10;
/** Without a timeline, the budget is compared with this many weeks. */
export const DEFAULT_WEEKS = 8;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Categories repeat across every candidate: each is read once per process (a few dozen at most). */
const remembered = <T>(read: (text: string) => T) => {
  const cache = new Map<string, T>();
  return (text: string): T => {
    if (!cache.has(text)) {
      if (cache.size > 1000) cache.clear();
      cache.set(text, read(text));
    }
    return cache.get(text) as T;
  };
};
const categoryOf = remembered((category) => (normaliseCategory(category) ?? category).toLowerCase());
const fieldOfCategory = remembered(domainOfCategory);

export interface SkillCoverage {
  exact: string[];
  /** The job's skill, and the developer's related one that stands for it. */
  related: { asked: string; known: string }[];
  missing: string[];
}

export function skillCoverage(job: JobFacts, developer: DeveloperFacts): SkillCoverage {
  const known = new Map(developer.skills.map((skill) => [skillKey(skill), skill]));
  const coverage: SkillCoverage = { exact: [], related: [], missing: [] };
  for (const asked of job.skills) {
    if (known.has(skillKey(asked))) {
      coverage.exact.push(asked);
      continue;
    }
    const close = relatedSkillsOf(asked).find((skill) => known.has(skillKey(skill)));
    if (close) coverage.related.push({ asked, known: known.get(skillKey(close)) ?? close });
    else coverage.missing.push(asked);
  }
  return coverage;
}

/** A skill the stack names counts 1, one only the description mentions counts half. */
function weightsOf(job: JobFacts) {
  const mentioned = new Set(job.mentioned.map(skillKey));
  const weightOf = (skill: string) => (mentioned.has(skillKey(skill)) ? WEIGHTS.mentionedShare : 1);
  return { weightOf, total: job.skills.reduce((sum, skill) => sum + weightOf(skill), 0) };
}

export function skillTerms({ job, developer }: MatchInput, audience: Audience): Term[] {
  const total = job.skills.length;
  if (total === 0) return [];
  const { exact, related } = skillCoverage(job, developer);
  const { weightOf, total: weight } = weightsOf(job);
  const share = (skills: readonly string[]) => skills.reduce((sum, skill) => sum + weightOf(skill), 0) / weight;
  const terms: Term[] = [];
  const known = `${exact.length} of the job's ${plural(total, 'technology', 'technologies')}`;
  if (exact.length > 0) {
    terms.push({
      kind: 'skills',
      points: round1(WEIGHTS.skills * share(exact)),
      text: `${audience === 'client' ? 'Knows' : 'You know'} ${listOf(exact)} (${known})`,
    });
  }
  if (related.length > 0) {
    const theirs = listOf(related.map((pair) => pair.known));
    const asked = listOf(related.map((pair) => pair.asked));
    terms.push({
      kind: 'related-skills',
      points: round1(WEIGHTS.skills * WEIGHTS.relatedShare * share(related.map((pair) => pair.asked))),
      text:
        audience === 'client'
          ? `Knows ${theirs}, close to ${asked}`
          : `Your ${theirs} ${related.length === 1 ? 'is' : 'are'} close to the job's ${asked}`,
    });
  }
  return terms;
}

export function rateTerm({ job, developer }: MatchInput, audience: Audience): Term | null {
  if (job.budgetMax === null || developer.rateMin === null || developer.rateMin <= 0) return null;
  if (job.currency && developer.currency && job.currency !== developer.currency) return null;
  const currency = job.currency ?? developer.currency;
  const weeks = job.timelineWeeks ?? DEFAULT_WEEKS;
  // A range is read at its middle: "$85-140/h" is neither quite $85 nor $140.
  const hourly = (developer.rateMin + (developer.rateMax ?? developer.rateMin)) / 2;
  const affordable = job.budgetMax / (hourly * weeks * HOURS_PER_WEEK);
  const rate = `${audience === 'client' ? 'Rate' : 'Your rate'} ${rateText(developer.rateMin, developer.rateMax, currency)}`;
  const budget = `${audience === 'client' ? 'the' : "the job's"} ${moneyRange(job.budgetMin ?? job.budgetMax, job.budgetMax, currency)} budget${
    job.timelineWeeks === null ? '' : ` for ${durationOf(job.timelineWeeks)}`
  }`;
  if (affordable >= 1) return { kind: 'rate', points: WEIGHTS.rateFits, text: `${rate} fits ${budget}` };
  if (affordable >= 0.6) return { kind: 'rate', points: WEIGHTS.rateStretches, text: `${rate} stretches ${budget}` };
  return { kind: 'rate', points: WEIGHTS.rateFarAbove, text: `${rate} is far above ${budget}` };
}

export function availabilityTerm({ record }: MatchInput, audience: Audience): Term {
  const you = audience === 'developer';
  if (record.availability === 'Available')
    return { kind: 'availability', points: WEIGHTS.available, text: you ? "You're available now" : 'Available now' };
  if (record.availability === 'Busy')
    return { kind: 'availability', points: WEIGHTS.busy, text: you ? "You're marked busy" : 'Busy at the moment' };
  return {
    kind: 'availability',
    points: WEIGHTS.unavailable,
    text: you ? "You're marked unavailable" : 'Not taking work now',
  };
}

/**
 * The client rating as a Bayesian average over clients (issue 40 §3, decision 017): each client
 * counts once, however many contracts they reviewed, and few clients pull it toward the prior,
 * where it gives no points. The sentence says the plain mean and how many reviews it rests on.
 */
export function ratingTerm({ record }: MatchInput, audience: Audience): Term | null {
  if (record.rating === null || record.ratingCount < 1 || record.clientRating === null) return null;
  const trusted = bayesianRating({ total: record.clientRating * record.ratingClients, count: record.ratingClients });
  const quality = Math.max(-1, Math.min(1, (trusted - RATING_PRIOR.mean) / 1.5));
  const points = round1(WEIGHTS.rating * quality);
  if (points === 0) return null;
  const text = `${record.rating.toFixed(1)} from ${plural(record.ratingCount, 'client review')}`;
  return { kind: 'rating', points, text: audience === 'client' ? text : `Your ${text}` };
}

export function trackRecordTerm({ record }: MatchInput, audience: Audience): Term | null {
  if (record.completedProjects < 1) return null;
  const text = plural(record.completedProjects, 'completed project');
  return {
    kind: 'track-record',
    points: round1(Math.min(WEIGHTS.trackRecord, record.completedProjects * 0.5)),
    text: audience === 'client' ? text : `Your ${text}`,
  };
}

export function categoryTerm({ job, record }: MatchInput, audience: Audience): Term | null {
  if (!job.category) return null;
  const wanted = job.category.toLowerCase();
  const count = Object.entries(record.completedCategories)
    .filter(([category]) => categoryOf(category) === wanted)
    .reduce((sum, [, projects]) => sum + projects, 0);
  if (count < 1) return null;
  return {
    kind: 'category',
    points: WEIGHTS.category,
    text:
      audience === 'client'
        ? `${plural(count, 'completed project')} in ${job.category}`
        : `You completed ${plural(count, 'project')} in ${job.category}`,
  };
}

export function domainTerm({ job, developer, record }: MatchInput, audience: Audience): Term | null {
  const theirs = new Set([
    ...developer.domains,
    ...Object.keys(record.completedCategories).flatMap((category) => fieldOfCategory(category) ?? []),
  ]);
  const shared = job.domains.find((domain) => theirs.has(domain));
  if (!shared) return null;
  return {
    kind: 'domain',
    points: WEIGHTS.domain,
    text: audience === 'client' ? `Has ${shared} experience` : `Your profile shows ${shared} experience`,
  };
}

export function timeZoneTerm({ job, developer }: MatchInput, audience: Audience): Term | null {
  if (!job.zone || developer.utcOffset === null) return null;
  const apart = Math.abs(job.zone.offset - developer.utcOffset);
  const where =
    audience === 'client'
      ? `Works in ${formatOffset(developer.utcOffset)}`
      : `Your ${formatOffset(developer.utcOffset)}`;
  if (apart <= 3)
    return {
      kind: 'time-zone',
      points: WEIGHTS.timeZone,
      text: `${where}${audience === 'client' ? ',' : ' is'} close to ${job.zone.name}`,
    };
  if (apart > 6)
    return {
      kind: 'time-zone',
      points: WEIGHTS.farTimeZone,
      text: `${where}${audience === 'client' ? ',' : ' is'} far from ${job.zone.name}`,
    };
  return null;
}

export function languagesTerm({ job, developer }: MatchInput, audience: Audience): Term | null {
  if (job.languages.length === 0) return null;
  const spoken = new Set(developer.languages.map((language) => language.toLowerCase()));
  const has = job.languages.filter((language) => spoken.has(language.toLowerCase()));
  const lacks = job.languages.filter((language) => !spoken.has(language.toLowerCase()));
  if (lacks.length === 0)
    return {
      kind: 'languages',
      points: WEIGHTS.languages,
      text: audience === 'client' ? `Speaks ${listOf(has)}` : `You speak ${listOf(has)}, as the job asks`,
    };
  return {
    kind: 'languages',
    points: WEIGHTS.missingLanguage,
    text: audience === 'client' ? `Does not list ${listOf(lacks)}` : `Your profile does not list ${listOf(lacks)}`,
  };
}
