import { WalletChangeResponseSchema } from '@app/shared/ledger/ledger.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applyWalletChange } from './refresh-wallet';

/** POST /api/wallet/stake { amount }: 400 with the reason when the amount is out of range (part-2 §5 Staking). */
export function stakeTokens(amount: number, idempotencyKey: string) {
  return apiRequest('/wallet/stake', {
    method: 'POST',
    body: { amount },
    schema: WalletChangeResponseSchema,
    idempotencyKey,
  });
}

export function useStakeTokens() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, idempotencyKey }: { amount: number; idempotencyKey: string }) =>
      stakeTokens(amount, idempotencyKey),
    onSuccess: ({ wallet }) => applyWalletChange(queryClient, wallet),
  });
}
