import { useCallback, useMemo } from 'react';
import { useUrlParams } from '../../../lib/use-url-params';
import { type BoardVariant, type BountyFilters, parseBountyFilters } from '../bounty-filters';

type FilterChange = Partial<Pick<BountyFilters, 'category' | 'difficulty' | 'q'>>;

/** The bounty filters live in the URL (?category=&difficulty=&q=); an empty value removes one. */
export function useBountyFilters(variant: BoardVariant) {
  const { searchParams, set } = useUrlParams();
  const parsed = parseBountyFilters(searchParams, variant);
  const { category, difficulty, q } = parsed;
  const filters = useMemo<BountyFilters>(() => ({ category, difficulty, q }), [category, difficulty, q]);

  const update = useCallback((changes: FilterChange) => set(changes, { replace: true }), [set]);

  return { filters, update };
}
