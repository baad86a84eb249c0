import { ListBlocksResponseSchema } from '@app/shared/members/blocks.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messagesKeys } from './messages-keys';

const PAGE_SIZE = 20;

/** GET /api/account/blocks: the members I block, the latest first (issue 41 §5). Never makes a visitor. */
export function listBlocks(cursor: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest(`/account/blocks?${query}`, { schema: ListBlocksResponseSchema, auth: 'optional', signal });
}

export function blocksQueryOptions() {
  return infiniteQueryOptions({
    queryKey: messagesKeys.blocks(),
    queryFn: ({ pageParam, signal }) => listBlocks(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useBlocks() {
  return useInfiniteQuery(blocksQueryOptions());
}
