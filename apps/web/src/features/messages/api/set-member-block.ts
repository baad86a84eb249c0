import { BlockStateResponseSchema } from '@app/shared/members/blocks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messagesKeys } from './messages-keys';

/** POST /api/members/:id/block blocks, DELETE unblocks (issue 41 §5); both idempotent, both answer the state. */
export function setMemberBlock(memberId: string, isBlocked: boolean) {
  return apiRequest(`/members/${encodeURIComponent(memberId)}/block`, {
    method: isBlocked ? 'POST' : 'DELETE',
    schema: BlockStateResponseSchema,
  });
}

/** The inbox says whom I block (`isBlocked` on each conversation): it follows. */
export function useSetMemberBlock(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isBlocked: boolean) => setMemberBlock(memberId, isBlocked),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() });
      void queryClient.invalidateQueries({ queryKey: messagesKeys.blocks() });
    },
  });
}
