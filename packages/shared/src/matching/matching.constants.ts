/**
 * Matching (issue 33): who fits a job, which jobs fit a developer, each with its reasons. The
 * weights and why are in docs/decisions/016-matching-facts-and-weights.md.
 */
export const MATCH_LIMIT_DEFAULT = 10;
export const MATCH_LIMIT_MAX = 30;
/** How many suggestions "Right after publishing" names before its link to the rest. */
export const MATCH_PREVIEW_COUNT = 3;

/** One kind per scoring term; each term gives at most one reason. */
export const MATCH_REASON_KINDS = [
  'skills',
  'related-skills',
  'rate',
  'availability',
  'rating',
  'track-record',
  'category',
  'domain',
  'time-zone',
  'languages',
] as const;
export type MatchReasonKind = (typeof MATCH_REASON_KINDS)[number];

export const MATCH_MESSAGES = {
  noProfile: 'Create your developer profile to see jobs for you.',
  dismissed: 'Hidden from this job’s suggestions.',
} as const;

/** Below this a candidate is not suggested at all: being available is not a reason to be asked. */
export const MATCH_MIN_SCORE = 20;
