import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onOutboxEvent } from '../../../lib/outbox';
import { communityKeys } from '../api/community-keys';

/** When a pending question, answer or vote finally lands, show the server's version of things. */
export function useRefreshOnDelivery(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type === 'delivered' && event.entry.path.startsWith('/questions')) {
          void queryClient.invalidateQueries({ queryKey: communityKeys.all });
        }
      }),
    [queryClient],
  );
}
