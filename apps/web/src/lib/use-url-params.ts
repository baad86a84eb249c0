import { useCallback, useLayoutEffect, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';
import { createPendingSearches } from './pending-searches';

/** Parameters to set (a non-empty string) or remove (null, undefined or ''). */
export type ParamChanges = Record<string, string | null | undefined>;

/**
 * State kept in the URL's search parameters. Every change builds on the newest one, even one
 * React has not rendered yet (see pending-searches.ts), so quick successive changes all stick.
 */
export function useUrlParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rendered = searchParams.toString();
  const pending = useRef(createPendingSearches()).current;

  useLayoutEffect(() => pending.rendered(rendered), [pending, rendered]);

  /** Edits a copy of the newest parameters and navigates to it (pushes unless `replace`). */
  const edit = useCallback(
    (change: (params: URLSearchParams) => void, options?: NavigateOptions) => {
      const next = new URLSearchParams(pending.latest(rendered));
      change(next);
      pending.written(next.toString());
      setSearchParams(next, options);
    },
    [pending, rendered, setSearchParams],
  );

  /** Sets or removes the named parameters, keeping the others. */
  const set = useCallback(
    (changes: ParamChanges, options?: NavigateOptions) =>
      edit((params) => {
        for (const [name, value] of Object.entries(changes)) {
          if (value) params.set(name, value);
          else params.delete(name);
        }
      }, options),
    [edit],
  );

  return { searchParams, edit, set };
}
