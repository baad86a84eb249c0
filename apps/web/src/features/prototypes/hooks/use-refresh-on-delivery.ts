import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onOutboxEvent } from '../../../lib/outbox';
import { refetchAfterWrite } from '../../../lib/refetch-after-write';
import { prototypeKeys } from '../api/prototypes-keys';

/** When a pending prototype or like finally lands, show the server's version of the gallery. */
export function useRefreshOnDelivery(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type === 'delivered' && event.entry.path.startsWith('/prototypes')) {
          void refetchAfterWrite(queryClient, { queryKey: prototypeKeys.lists() });
        }
      }),
    [queryClient],
  );
}
