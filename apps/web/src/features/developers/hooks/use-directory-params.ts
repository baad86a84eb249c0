import {
  AVAILABILITIES,
  type Availability,
  DEVELOPER_SORTS,
  type DeveloperSort,
} from '@app/shared/developers/developers.constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DirectoryParams } from '../api/developers-keys';

export type DirectoryChanges = Partial<Omit<DirectoryParams, 'sort'>> & { sort?: DeveloperSort };

const isAvailability = (value: string | null): value is Availability => AVAILABILITIES.some((item) => item === value);
const isSort = (value: string | null): value is DeveloperSort => DEVELOPER_SORTS.some((item) => item === value);

function readRate(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const rate = Number(value);
  return Number.isInteger(rate) && rate >= 0 && rate <= 100_000 ? rate : null;
}

/** The directory's filters live in the URL (?skill=&availability=&...), so reload and Back keep them. */
export function useDirectoryParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const availability = searchParams.get('availability');
  const sort = searchParams.get('sort');
  const skillsKey = searchParams.getAll('skill').join('\n');
  const language = searchParams.get('language')?.trim() ?? '';
  const minRate = readRate(searchParams.get('minRate'));
  const maxRate = readRate(searchParams.get('maxRate'));
  const timezone = searchParams.get('timezone')?.trim() ?? '';
  const q = searchParams.get('q')?.trim() ?? '';

  const params = useMemo<DirectoryParams>(
    () => ({
      skills: skillsKey ? skillsKey.split('\n').filter(Boolean).slice(0, 10) : [],
      availability: isAvailability(availability) ? availability : null,
      language,
      minRate,
      maxRate,
      timezone,
      q,
      sort: isSort(sort) ? sort : 'rating',
    }),
    [skillsKey, availability, language, minRate, maxRate, timezone, q, sort],
  );

  const update = useCallback(
    (changes: DirectoryChanges) => {
      const next = { ...params, ...changes };
      const search = new URLSearchParams();
      for (const skill of next.skills) search.append('skill', skill);
      if (next.availability) search.set('availability', next.availability);
      if (next.language) search.set('language', next.language);
      if (next.minRate !== null) search.set('minRate', String(next.minRate));
      if (next.maxRate !== null) search.set('maxRate', String(next.maxRate));
      if (next.timezone) search.set('timezone', next.timezone);
      if (next.q) search.set('q', next.q);
      if (next.sort !== 'rating') search.set('sort', next.sort);
      setSearchParams(search);
    },
    [params, setSearchParams],
  );

  const activeFilterCount =
    params.skills.length +
    [params.availability, params.language, params.minRate, params.maxRate, params.timezone].filter(
      (value) => value !== null && value !== '',
    ).length;

  return { params, update, activeFilterCount };
}
