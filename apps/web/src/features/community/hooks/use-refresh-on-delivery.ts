import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onOutboxEvent } from '../../../lib/outbox';
import { refetchAfterWrite } from '../../../lib/refetch-after-write';
import { communityKeys } from '../api/community-keys';

/**
 * When a pending question, answer or vote finally lands, show the server's version of things. Every
 * community query is fetched again, not only the ones on screen: on a reload the outbox may deliver
 * while the question's detail is still being loaded for the page (not yet observed), and that fetch,
 * sent before the write, would otherwise stand as fresh with the old answer count.
 */
export function useRefreshOnDelivery(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type === 'delivered' && event.entry.path.startsWith('/questions')) {
          void refetchAfterWrite(queryClient, { queryKey: communityKeys.all, refetchType: 'all' });
        }
      }),
    [queryClient],
  );
}
