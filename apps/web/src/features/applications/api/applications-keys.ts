import type { ApplicationStatus } from '@app/shared/applications/applications.constants';

/** Which applications of a job a list shows: one status, or every one. */
export type ApplicationFilter = ApplicationStatus | 'all';

/**
 * Query keys of the marketplace pages, in one place. Live notifications (app/, issue 20 §9)
 * invalidate by the three prefixes `['applications']`, `['my-jobs']` and `['invitations']`, so
 * every key here starts with one of them (except who the viewer is, which no event changes).
 */
export const applicationsKeys = {
  all: ['applications'] as const,
  jobLists: (jobId: string) => ['applications', 'job', jobId] as const,
  jobList: (jobId: string, filter: ApplicationFilter) => ['applications', 'job', jobId, filter] as const,
  /** Whether a filled job still has undecided applications ("Decline the others"). */
  jobUndecided: (jobId: string) => ['applications', 'job', jobId, 'undecided'] as const,
  mine: () => ['applications', 'mine'] as const,
  detail: (id: string) => ['applications', 'detail', id] as const,
  myJobsAll: ['my-jobs'] as const,
  myJobs: () => ['my-jobs', 'list'] as const,
  /** One of my jobs (its title and status on its applicants page). */
  myJob: (jobId: string) => ['my-jobs', 'job', jobId] as const,
  invitations: () => ['invitations'] as const,
};
