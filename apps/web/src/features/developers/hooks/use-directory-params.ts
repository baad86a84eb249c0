import {
  AVAILABILITIES,
  type Availability,
  DEVELOPER_SORTS,
  type DeveloperSort,
} from '@app/shared/developers/developers.constants';
import { useCallback, useMemo } from 'react';
import { useUrlParams } from '../../../lib/use-url-params';
import { type DirectoryParams, directoryFilterSearch } from '../api/developers-keys';

export type DirectoryChanges = Partial<Omit<DirectoryParams, 'sort'>> & { sort?: DeveloperSort };

const isAvailability = (value: string | null): value is Availability => AVAILABILITIES.some((item) => item === value);
const isSort = (value: string | null): value is DeveloperSort => DEVELOPER_SORTS.some((item) => item === value);

function readRate(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const rate = Number(value);
  return Number.isInteger(rate) && rate >= 0 && rate <= 100_000 ? rate : null;
}

function readParams(searchParams: URLSearchParams): DirectoryParams {
  const availability = searchParams.get('availability');
  const sort = searchParams.get('sort');
  return {
    skills: searchParams.getAll('skill').filter(Boolean).slice(0, 10),
    availability: isAvailability(availability) ? availability : null,
    language: searchParams.get('language')?.trim() ?? '',
    minRate: readRate(searchParams.get('minRate')),
    maxRate: readRate(searchParams.get('maxRate')),
    timezone: searchParams.get('timezone')?.trim() ?? '',
    q: searchParams.get('q')?.trim() ?? '',
    sort: isSort(sort) ? sort : 'rating',
  };
}

/** Writes the parameters back in a fixed order, leaving out the default sort. */
function writeParams(next: DirectoryParams, search: URLSearchParams) {
  for (const name of [...search.keys()]) search.delete(name);
  for (const [name, value] of directoryFilterSearch(next)) search.append(name, value);
  if (next.sort !== 'rating') search.set('sort', next.sort);
}

/** The directory's filters live in the URL (?skill=&availability=&...), so reload and Back keep them. */
export function useDirectoryParams() {
  const { searchParams, edit } = useUrlParams();
  const search = searchParams.toString();
  // One object per distinct URL, so the query key and effects only change with the filters.
  const params = useMemo(() => readParams(new URLSearchParams(search)), [search]);

  const update = useCallback(
    (changes: DirectoryChanges) => edit((current) => writeParams({ ...readParams(current), ...changes }, current)),
    [edit],
  );

  const activeFilterCount =
    params.skills.length +
    [params.availability, params.language, params.minRate, params.maxRate, params.timezone].filter(
      (value) => value !== null && value !== '',
    ).length;

  return { params, update, activeFilterCount };
}
