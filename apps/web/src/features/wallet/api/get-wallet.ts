import { WalletResponseSchema } from '@app/shared/ledger/ledger.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** GET /api/wallet: balance, staked, total earned and the connected address (zeros without a token). */
export async function getWallet(signal?: AbortSignal) {
  const { wallet } = await apiRequest('/wallet', { schema: WalletResponseSchema, auth: 'optional', signal });
  return wallet;
}

export function walletQueryOptions() {
  return queryOptions({ queryKey: walletKeys.wallet(), queryFn: ({ signal }) => getWallet(signal) });
}

export function useWallet() {
  return useQuery(walletQueryOptions());
}
