import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';

/**
 * Shows the server's state once a write has landed (an outbox delivery). The fetches of `filters`
 * still in flight are cancelled first: TanStack Query's invalidation cancels and repeats an
 * in-flight fetch only when its query already has data, and otherwise joins it. A page's first
 * load of a list, sent a moment before the write reached the server, would then stand as fresh
 * without the write (a reloaded question's answers, in a fresh-clone CI run of 2026-11-29).
 */
export async function refetchAfterWrite(queryClient: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  await queryClient.cancelQueries({ queryKey: filters.queryKey });
  await queryClient.invalidateQueries(filters);
}
