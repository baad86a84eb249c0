import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useUnreadMessages } from '../../features/messages/api/get-unread-messages';
import { setUnreadMessages } from '../../lib/unread-messages-store';
import { queryClient } from '../query-client';

/** Keeps the navigation's unread messages count with the query the inbox and the menu share (live). */
export default function MessagesUnreadSync(): ReactNode {
  return (
    <QueryClientProvider client={queryClient}>
      <Sync />
    </QueryClientProvider>
  );
}

function Sync() {
  const total = useUnreadMessages().data?.total;
  useEffect(() => {
    if (total !== undefined) setUnreadMessages(total);
  }, [total]);
  return null;
}
