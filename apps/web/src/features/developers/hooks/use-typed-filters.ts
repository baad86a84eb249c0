import { useEffect, useState } from 'react';
import type { DirectoryParams } from '../api/developers-keys';
import type { DirectoryChanges } from './use-directory-params';

export type TypedFilterName = 'language' | 'minRate' | 'maxRate' | 'timezone';
type Typed = Record<TypedFilterName, string>;

const fromParams = (params: DirectoryParams): Typed => ({
  language: params.language,
  minRate: params.minRate === null ? '' : String(params.minRate),
  maxRate: params.maxRate === null ? '' : String(params.maxRate),
  timezone: params.timezone,
});

const toRate = (value: string) => {
  const rate = Math.round(Number(value));
  return value.trim() === '' || !Number.isFinite(rate) || rate < 0 ? null : Math.min(rate, 100_000);
};

/**
 * The filters typed into boxes (language, rate range, time zone): kept locally while typing and
 * sent to the URL on Enter, "Apply filters" or on leaving the box, so each search is one history entry.
 */
export function useTypedFilters(params: DirectoryParams, onChange: (changes: DirectoryChanges) => void) {
  const [typed, setTyped] = useState(() => fromParams(params));
  useEffect(() => setTyped(fromParams(params)), [params]);

  const apply = () => {
    const changes = {
      language: typed.language.trim(),
      minRate: toRate(typed.minRate),
      maxRate: toRate(typed.maxRate),
      timezone: typed.timezone.trim(),
    };
    if ((Object.keys(changes) as TypedFilterName[]).some((key) => changes[key] !== params[key])) onChange(changes);
  };

  const bind = (name: TypedFilterName) => ({
    value: typed[name],
    onChange: (event: { target: { value: string } }) =>
      setTyped((current) => ({ ...current, [name]: event.target.value })),
    onBlur: apply,
  });

  return { apply, bind };
}
