/** The API path of the jobs area. */
export const JOBS_PATH = '/jobs';

/** Query keys of the jobs area, in one place so a publish can refresh every cached list. */
export const jobsKeys = {
  all: ['jobs'] as const,
  lists: () => ['jobs', 'list'] as const,
};
