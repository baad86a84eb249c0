/**
 * Query keys of matching (issue 33), in one place. A new application takes its developer out of the
 * job's suggestions, so live notifications invalidate `['matching']` too (app/live-query-keys.ts).
 */
export const matchingKeys = {
  all: ['matching'] as const,
  /** The developers suggested for one of my jobs (the count, the preview and the section share it). */
  forJob: (jobId: string) => ['matching', 'job', jobId] as const,
  /** Jobs for you, per visitor: a new token (a first write, a sign-in) is a new developer. */
  forMe: (tokenTag: string | null, limit: number) => ['matching', 'mine', tokenTag, limit] as const,
};
