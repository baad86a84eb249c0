import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { syncLiveEvents } from '../../../lib/live-events';
import { flushOutbox } from '../../../lib/outbox';
import { setSessionExpiredMessage } from '../../../lib/outbox-store';
import { removeItem, STORAGE_KEYS, writeText } from '../../../lib/storage';
import { announceVisitorChange } from './use-visitor-token';

/**
 * Makes this browser another visitor: the account signed in to (its new token), or nobody (after
 * signing out or deleting the account; the next write then makes a fresh anonymous visitor).
 * Everything cached belonged to the previous one, so the cache starts over; the live events
 * client follows the new token (a same-tab change fires no storage event); and writes the outbox
 * kept while the session was expired are sent now, as the account.
 */
export function useSwitchVisitor() {
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string | null) => {
      if (token) writeText(STORAGE_KEYS.visitorToken, token);
      else removeItem(STORAGE_KEYS.visitorToken);
      setSessionExpiredMessage(null);
      announceVisitorChange();
      syncLiveEvents();
      void queryClient.resetQueries();
      if (token) void flushOutbox();
    },
    [queryClient],
  );
}
