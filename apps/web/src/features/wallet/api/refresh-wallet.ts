import type { Wallet } from '@app/shared/ledger/ledger.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { walletKeys } from './wallet-keys';

/** A wallet write answered with the new wallet: show it at once, then refetch everything the ledger feeds. */
export function applyWalletChange(queryClient: QueryClient, wallet: Wallet): Promise<void> {
  queryClient.setQueryData(walletKeys.wallet(), wallet);
  return queryClient.invalidateQueries({ queryKey: walletKeys.all });
}
