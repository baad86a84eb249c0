import type { PipelineQuery } from '@app/shared/opportunities/opportunities.schemas';
import { ASSIGNEE_FILTERS, DATE_RANGES, STAGE_FILTERS, VALUE_RANGES } from '@app/shared/opportunities/pipeline-rules';
import { useCallback, useMemo } from 'react';
import { useUrlParams } from '../../../lib/use-url-params';

export type FilterName = 'stage' | 'assignee' | 'dateRange' | 'valueRange';
export type PipelineFilters = Pick<PipelineQuery, FilterName>;
export type DeckView = 'grid' | 'list';

export const FILTER_NAMES: FilterName[] = ['stage', 'assignee', 'dateRange', 'valueRange'];

function pick<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((item) => item === value);
}

/** The dashboard's filters and view live in the URL, so reload and sharing keep them (part-2 §5). */
export function usePipelineParams() {
  const { searchParams, set } = useUrlParams();
  const stage = pick(STAGE_FILTERS, searchParams.get('stage'));
  const assignee = pick(ASSIGNEE_FILTERS, searchParams.get('assignee'));
  const dateRange = pick(DATE_RANGES, searchParams.get('dateRange'));
  const valueRange = pick(VALUE_RANGES, searchParams.get('valueRange'));
  const view: DeckView = searchParams.get('view') === 'list' ? 'list' : 'grid';
  const filters = useMemo<PipelineFilters>(
    () => ({ stage, assignee, dateRange, valueRange }),
    [stage, assignee, dateRange, valueRange],
  );

  const update = useCallback(
    (changes: Partial<Record<FilterName | 'view', string | null>>) => set(changes, { replace: true }),
    [set],
  );

  const clearFilters = useCallback(
    () => update(Object.fromEntries(FILTER_NAMES.map((name) => [name, null]))),
    [update],
  );

  const hasFilters = FILTER_NAMES.some((name) => filters[name] !== undefined);
  return { filters, view, hasFilters, update, clearFilters };
}
