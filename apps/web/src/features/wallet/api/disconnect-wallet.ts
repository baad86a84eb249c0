import { WalletResponseSchema } from '@app/shared/ledger/ledger.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, newIdempotencyKey } from '../../../lib/api-client';
import { applyWalletChange } from './refresh-wallet';

/** POST /api/wallet/disconnect: clears the connected flag and the address (part-2 §4). */
export async function disconnectWallet() {
  const { wallet } = await apiRequest('/wallet/disconnect', {
    method: 'POST',
    schema: WalletResponseSchema,
    idempotencyKey: newIdempotencyKey(),
  });
  return wallet;
}

export function useDisconnectWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectWallet,
    onSuccess: (wallet) => applyWalletChange(queryClient, wallet),
  });
}
