import type { Prototype } from '@app/shared/prototypes/prototypes.schemas';
import { useMemo, useState } from 'react';
import { usePrototypes } from '../api/get-prototypes';
import type { PrototypeListParams } from '../api/prototypes-keys';
import { SAMPLE_PROTOTYPES } from '../sample-prototypes';

const byNewest = (a: Prototype, b: Prototype) => b.createdAt.localeCompare(a.createdAt);
const SAMPLE_ORDER: Record<PrototypeListParams['sort'], (a: Prototype, b: Prototype) => number> = {
  newest: byNewest,
  likes: (a, b) => b.likes - a.likes || byNewest(a, b),
  views: (a, b) => b.views - a.views || byNewest(a, b),
  trending: (a, b) => b.likes - a.likes || byNewest(a, b),
};

/** The sample prototypes, filtered and sorted the way the server would (part-1 §8 fallback). */
function selectSamplePrototypes({ sort, category, technology, q }: PrototypeListParams): Prototype[] {
  const needle = q.toLowerCase();
  const tech = technology?.toLowerCase();
  return SAMPLE_PROTOTYPES.filter(
    (prototype) =>
      (!category || prototype.category === category) &&
      (!tech || prototype.technologies.some((item) => item.toLowerCase() === tech)) &&
      (!needle || `${prototype.title} ${prototype.description}`.toLowerCase().includes(needle)),
  ).sort(SAMPLE_ORDER[sort]);
}

/**
 * The prototypes to show: the server's, page by page; or, when they cannot be loaded at all, the
 * sample prototypes, flagged so the gallery says so (DESIGN.md §6).
 */
export function usePrototypeFeed(params: PrototypeListParams) {
  const query = usePrototypes(params);
  // Remembered across a retry (which resets the query to "pending"), so the samples and the banner
  // stay on screen until the server really answers.
  const [hasFailed, setHasFailed] = useState(false);
  if (query.isError && !hasFailed) setHasFailed(true);
  if (query.isSuccess && hasFailed) setHasFailed(false);
  const isShowingSamples = hasFailed && !query.data;
  const prototypes = useMemo(
    () =>
      isShowingSamples ? selectSamplePrototypes(params) : (query.data?.pages.flatMap((page) => page.prototypes) ?? []),
    [isShowingSamples, params, query.data],
  );
  return {
    prototypes,
    isShowingSamples,
    /** A refresh failed, but the prototypes loaded before are still shown. */
    isStale: query.isError && !query.isFetchNextPageError && Boolean(query.data),
    isLoading: query.isPending && !isShowingSamples,
    hasMore: !isShowingSamples && query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
