import type { MatchReason } from '@app/shared/matching/matching.schemas';
import {
  type Audience,
  availabilityTerm,
  categoryTerm,
  domainTerm,
  languagesTerm,
  type MatchInput,
  rateTerm,
  ratingTerm,
  skillCoverage,
  skillTerms,
  type Term,
  timeZoneTerm,
  trackRecordTerm,
} from './terms.ts';

export interface ScoredMatch {
  score: number;
  /** The unrounded sum: breaks ties between equal scores before the id does. */
  raw: number;
  reasons: MatchReason[];
}

/** Every term's part, the positive ones first, the biggest first. */
export function scoreMatch(input: MatchInput, audience: Audience): ScoredMatch {
  const terms: Term[] = [
    ...skillTerms(input, audience),
    rateTerm(input, audience),
    availabilityTerm(input, audience),
    ratingTerm(input, audience),
    trackRecordTerm(input, audience),
    categoryTerm(input, audience),
    domainTerm(input, audience),
    timeZoneTerm(input, audience),
    languagesTerm(input, audience),
  ].filter((term): term is Term => term !== null);
  const raw = terms.reduce((sum, term) => sum + term.points, 0);
  return {
    score: Math.max(0, Math.min(100, Math.round(raw))),
    raw,
    reasons: terms
      .sort((a, b) => b.points - a.points)
      .map((term) => ({ kind: term.kind, text: term.text, weight: term.points })),
  };
}

/** What a job asks that the developer's profile does not show, one sentence each, in their words. */
export function missingFor(input: MatchInput): string[] {
  const { missing } = skillCoverage(input.job, input.developer);
  const spoken = new Set(input.developer.languages.map((language) => language.toLowerCase()));
  const lacking = [...missing, ...input.job.languages.filter((language) => !spoken.has(language.toLowerCase()))];
  return lacking.map((asked) => `The job asks for ${asked}, which is not on your profile`);
}

/** Best first; equal scores by the unrounded sum, then by id, so a page never reshuffles. */
export function byScore<T extends { id: string; match: ScoredMatch }>(a: T, b: T): number {
  return b.match.score - a.match.score || b.match.raw - a.match.raw || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
