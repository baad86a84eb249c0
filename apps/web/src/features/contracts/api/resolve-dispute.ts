import { DisputeResponseSchema, type ResolveDisputeBody } from '@app/shared/contracts/contracts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { newIdempotencyKey } from '../../../lib/api-client';
import { contractsKeys } from './contracts-keys';

/** POST /api/admin/disputes/:id/resolve (admin) { outcome, developerAmount?, note }: both parties are told. */
export async function resolveDispute(
  token: string,
  disputeId: string,
  body: ResolveDisputeBody,
  idempotencyKey: string,
) {
  const response = await adminRequest(`/admin/disputes/${encodeURIComponent(disputeId)}/resolve`, {
    method: 'POST',
    body,
    schema: DisputeResponseSchema,
    token,
    idempotencyKey,
  });
  return response.dispute;
}

interface Variables {
  disputeId: string;
  body: ResolveDisputeBody;
  /** One key per resolution the admin confirms: a retry after a lost answer resolves once. */
  idempotencyKey?: string;
}

export function useResolveDispute(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ disputeId, body, idempotencyKey = newIdempotencyKey() }: Variables) =>
      resolveDispute(token, disputeId, body, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKeys.adminDisputes() }),
  });
}
