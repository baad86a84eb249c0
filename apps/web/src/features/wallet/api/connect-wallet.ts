import { type ConnectWalletBody, WalletResponseSchema } from '@app/shared/ledger/ledger.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, newIdempotencyKey } from '../../../lib/api-client';
import { applyWalletChange } from './refresh-wallet';

/** POST /api/wallet/connect: 400 on a malformed address, 409 when another account holds it. */
export async function connectWallet(body: ConnectWalletBody) {
  const { wallet } = await apiRequest('/wallet/connect', {
    method: 'POST',
    body,
    schema: WalletResponseSchema,
    idempotencyKey: newIdempotencyKey(),
  });
  return wallet;
}

export function useConnectWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectWallet,
    onSuccess: (wallet) => applyWalletChange(queryClient, wallet),
  });
}
