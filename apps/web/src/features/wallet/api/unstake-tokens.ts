import { WalletChangeResponseSchema } from '@app/shared/ledger/ledger.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applyWalletChange } from './refresh-wallet';

/** POST /api/wallet/unstake { amount }: 400 with the reason when the amount is out of range (part-2 §5 Staking). */
export function unstakeTokens(amount: number, idempotencyKey: string) {
  return apiRequest('/wallet/unstake', {
    method: 'POST',
    body: { amount },
    schema: WalletChangeResponseSchema,
    idempotencyKey,
  });
}

export function useUnstakeTokens() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, idempotencyKey }: { amount: number; idempotencyKey: string }) =>
      unstakeTokens(amount, idempotencyKey),
    onSuccess: ({ wallet }) => applyWalletChange(queryClient, wallet),
  });
}
