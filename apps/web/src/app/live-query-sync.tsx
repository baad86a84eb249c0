import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { walletKeys } from '../features/wallet/api/wallet-keys';
import { syncLiveEvents } from '../lib/live-events';
import { subscribe } from '../lib/live-events-store';
import { queryKeysFor } from './live-query-keys';

/**
 * Joins the live events to the pages' server state (issue 20 §9): each notification refetches
 * what it makes stale. Also starts the client after a successful write, which is when a first-time
 * visitor gets a token (the client never makes one itself), and refreshes the wallet after a write
 * that says it may move tokens (`meta.changesBalance`, e.g. funding a contract's milestone).
 */
export function LiveQuerySync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    syncLiveEvents();
    const unsubscribe = subscribe((notification) => {
      for (const queryKey of queryKeysFor(notification)) void queryClient.invalidateQueries({ queryKey });
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      syncLiveEvents();
      // The other party hears of a move of tokens live; the one who made it sees their wallet follow here.
      if (event.mutation.meta?.changesBalance === true)
        void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    });
    return () => {
      unsubscribe();
      unsubscribeMutations();
    };
  }, [queryClient]);
  return null;
}
