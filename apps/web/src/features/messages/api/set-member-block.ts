import { BlockStateResponseSchema, type ListBlocksResponse } from '@app/shared/members/blocks.schemas';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messagesKeys } from './messages-keys';

/** POST /api/members/:id/block blocks, DELETE unblocks (issue 41 §5); both idempotent, both answer the state. */
export function setMemberBlock(memberId: string, isBlocked: boolean) {
  return apiRequest(`/members/${encodeURIComponent(memberId)}/block`, {
    method: isBlocked ? 'POST' : 'DELETE',
    schema: BlockStateResponseSchema,
  });
}

/** The inbox says whom I block (`isBlocked` on each conversation) and the account page lists them: both follow. */
function refreshBlocks(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() });
  void queryClient.invalidateQueries({ queryKey: messagesKeys.blocks() });
}

export function useSetMemberBlock(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isBlocked: boolean) => setMemberBlock(memberId, isBlocked),
    onSuccess: () => refreshBlocks(queryClient),
  });
}

/** Unblocks one member of the account page's list (by their id): their row goes at once, before the list is read again. */
export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => setMemberBlock(memberId, false),
    onSuccess: (_state, memberId) => {
      queryClient.setQueryData<InfiniteData<ListBlocksResponse>>(messagesKeys.blocks(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                blocks: page.blocks.filter((block) => block.member.id !== memberId),
              })),
            }
          : data,
      );
      refreshBlocks(queryClient);
    },
  });
}
