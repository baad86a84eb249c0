/** Who can find a job (issue 43 §3): invite-only jobs are absent from lists, search and alerts. */
export const JOB_VISIBILITIES = ['public', 'invite_only'] as const;
export type JobVisibility = (typeof JOB_VISIBILITIES)[number];
