import { MATCH_LIMIT_MAX, MATCH_PREVIEW_COUNT } from '@app/shared/matching/matching.constants';
import type { MatchReason } from '@app/shared/matching/matching.schemas';
import { jobApplicantsPath } from '@app/shared/navigation/marketplace-paths';

/** The applicants page's section of suggested developers; other pages link to it (`#suggested-developers`). */
export const SUGGESTED_DEVELOPERS_ID = 'suggested-developers';

export function suggestedDevelopersPath(jobId: string): string {
  return `${jobApplicantsPath(jobId)}#${SUGGESTED_DEVELOPERS_ID}`;
}

/** Jobs for you is a tab of /jobs, kept in `?tab=` beside the spec's `?tab=published`. */
export const JOBS_FOR_YOU_TAB = 'for-you';
export const JOBS_FOR_YOU_PATH = `/jobs?tab=${JOBS_FOR_YOU_TAB}`;

export const NO_DEVELOPER_MATCHES = 'No developers match this job yet.';

/**
 * "5 developers match this job", from one answer of at most MATCH_LIMIT_MAX suggestions: a full
 * answer may hide more, so it says "30 or more" rather than a count it does not know.
 */
export function matchCountLabel(count: number): string {
  if (count <= 0) return NO_DEVELOPER_MATCHES;
  if (count === 1) return '1 developer matches this job';
  if (count >= MATCH_LIMIT_MAX) return `${MATCH_LIMIT_MAX} or more developers match this job`;
  return `${count} developers match this job`;
}

/** The few named right after publishing and on My jobs; the rest are one link away. */
export function previewOf<T>(matches: readonly T[]): T[] {
  return matches.slice(0, MATCH_PREVIEW_COUNT);
}

export type ReasonSign = 'raises' | 'lowers';

/** A negative weight lowered the score; anything else is a reason for the match. */
export function reasonSign(reason: Pick<MatchReason, 'weight'>): ReasonSign {
  return reason.weight < 0 ? 'lowers' : 'raises';
}

/** What each sign shows and says: never colour alone (WCAG 1.4.1). */
export const REASON_SIGNS: Record<ReasonSign, { marker: string; spoken: string }> = {
  raises: { marker: '+', spoken: 'In favour' },
  lowers: { marker: '−', spoken: 'Lowers the match' },
};

export function scoreText(score: number): string {
  return `${score} match`;
}

export function scoreLabel(score: number): string {
  return `Match score ${score} out of 100`;
}
