/** The API path of the jobs area. */
export const JOBS_PATH = '/jobs';

export const jobApiPath = (id: string) => `${JOBS_PATH}/${encodeURIComponent(id)}`;

/** Query keys of the jobs area, in one place so a publish can refresh every cached list. */
export const jobsKeys = {
  all: ['jobs'] as const,
  lists: () => ['jobs', 'list'] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
  /** Personal: a new token (a first write, a sign-in) is a new viewer, with a fresh answer. */
  standing: (id: string, tokenTag: string | null) => ['jobs', 'standing', id, tokenTag] as const,
};
