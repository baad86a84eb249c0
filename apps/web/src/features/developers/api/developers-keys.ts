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

/** The filters as search parameters, in a fixed order; the URL and the API both use them. */
export function directoryFilterSearch(params: DirectoryParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const skill of params.skills) search.append('skill', skill);
  if (params.availability) search.set('availability', params.availability);
  if (params.language) search.set('language', params.language);
  if (params.minRate !== null) search.set('minRate', String(params.minRate));
  if (params.maxRate !== null) search.set('maxRate', String(params.maxRate));
  if (params.timezone) search.set('timezone', params.timezone);
  if (params.q) search.set('q', params.q);
  return search;
}

export const developersKeys = {
  all: ['developers'] as const,
  lists: () => [...developersKeys.all, 'list'] as const,
  list: (params: DirectoryParams) => [...developersKeys.lists(), params] as const,
  detail: (id: string) => [...developersKeys.all, 'detail', id] as const,
  /** The viewer's own profile, per visitor token. */
  mine: (tokenTag: string | null) => [...developersKeys.all, 'mine', tokenTag] as const,
  reviews: (id: string) => [...developersKeys.all, 'reviews', id] as const,
  jobsToApply: () => ['jobs', 'for-application'] as const,
};
