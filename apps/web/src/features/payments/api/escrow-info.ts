import { EscrowInfoResponseSchema } from '@app/shared/payments/earnings.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/payments/escrow: whether the platform can hold a currency contract's money, and its fee. */
export function useEscrowInfo() {
  return useQuery({
    queryKey: ['payments', 'escrow'] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest('/payments/escrow', { schema: EscrowInfoResponseSchema, auth: 'none', signal })).escrow,
    // The configuration changes with a deploy, not while someone fills in a form.
    staleTime: 60 * 60 * 1000,
  });
}
