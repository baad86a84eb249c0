import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type BoardVariant, type BountyFilters, parseBountyFilters } from '../bounty-filters';

type FilterChange = Partial<Pick<BountyFilters, 'category' | 'difficulty' | 'q'>>;

/** The bounty filters live in the URL (?category=&difficulty=&q=); an empty value removes one. */
export function useBountyFilters(variant: BoardVariant) {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = parseBountyFilters(searchParams, variant);
  const { category, difficulty, q } = parsed;
  const filters = useMemo<BountyFilters>(() => ({ category, difficulty, q }), [category, difficulty, q]);

  const update = useCallback(
    (changes: FilterChange) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { filters, update };
}
