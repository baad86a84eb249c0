import {
  CreatePayoutBatchResponseSchema,
  PayoutBatchesResponseSchema,
  PayoutBatchResponseSchema,
} from '@app/shared/payments/payout-batches.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { apiFile } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

/** The token stays out of the keys; the panel drops this cache whenever the token changes. */
export const payoutBatchKeys = { list: () => ['payments', 'admin', 'payout-batches'] as const };

/** GET /api/admin/payout-batches (admin): the batches, newest first. */
export function usePayoutBatches(token: string) {
  return useQuery({
    queryKey: payoutBatchKeys.list(),
    queryFn: async ({ signal }) =>
      (await adminRequest('/admin/payout-batches?limit=20', { schema: PayoutBatchesResponseSchema, token, signal }))
        .batches,
    staleTime: 0,
  });
}

/** POST /api/admin/payout-batches (admin): everything owed in a currency, above the minimum. */
export function useCreatePayoutBatch(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currency: string) =>
      adminRequest('/admin/payout-batches', {
        method: 'POST',
        body: { currency },
        schema: CreatePayoutBatchResponseSchema,
        token,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutBatchKeys.list() }),
  });
}

/** POST /api/admin/payout-batches/:id/sent (admin): the bank has the file; the money leaves the ledger. */
export function useMarkBatchSent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: string) =>
      adminRequest(`/admin/payout-batches/${batchId}/sent`, {
        method: 'POST',
        body: {},
        schema: PayoutBatchResponseSchema,
        token,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutBatchKeys.list() }),
  });
}

/** GET /api/admin/payout-batches/:id/file (admin): pain.001 XML for euros, CSV otherwise. */
export async function downloadPayoutFile(token: string, batch: { id: string; code: string; currency: string }) {
  const file = await apiFile(`/admin/payout-batches/${batch.id}/file`, token);
  downloadFile(`payouts-${batch.id}.${batch.currency === 'EUR' ? 'xml' : 'csv'}`, file);
}
