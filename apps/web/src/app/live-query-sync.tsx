import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { syncLiveEvents } from '../lib/live-events';
import { subscribe } from '../lib/live-events-store';
import { queryKeysFor } from './live-query-keys';

/**
 * Joins the live events to the pages' server state (issue 20 §9): each notification refetches
 * what it makes stale. Also starts the client after a successful write, which is when a first-time
 * visitor gets a token (the client never makes one itself).
 */
export function LiveQuerySync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    syncLiveEvents();
    const unsubscribe = subscribe((notification) => {
      for (const queryKey of queryKeysFor(notification)) void queryClient.invalidateQueries({ queryKey });
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') syncLiveEvents();
    });
    return () => {
      unsubscribe();
      unsubscribeMutations();
    };
  }, [queryClient]);
  return null;
}
