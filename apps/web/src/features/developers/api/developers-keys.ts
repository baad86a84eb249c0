import type { Availability, DeveloperSort } from '@app/shared/developers/developers.constants';

/** The directory's filters as the URL holds them (part-1 §2; issue 7). */
export interface DirectoryParams {
  skills: string[];
  availability: Availability | null;
  language: string;
  minRate: number | null;
  maxRate: number | null;
  timezone: string;
  q: string;
  sort: DeveloperSort;
}

export const developersKeys = {
  all: ['developers'] as const,
  lists: () => [...developersKeys.all, 'list'] as const,
  list: (params: DirectoryParams) => [...developersKeys.lists(), params] as const,
  detail: (id: string) => [...developersKeys.all, 'detail', id] as const,
  jobsToApply: () => ['jobs', 'for-application'] as const,
};
