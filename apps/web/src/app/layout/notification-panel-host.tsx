import { QueryClientProvider } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { NotificationPanel } from '../../features/notifications/components/notification-panel';
import { useCloseOnOutside } from '../../lib/use-close-on-outside';
import { useGoTo } from '../../lib/use-go-to';
import { queryClient } from '../query-client';

interface NotificationPanelHostProps {
  id: string;
  /** The bell and the panel: a click or the focus outside it closes the panel. */
  anchor: RefObject<HTMLElement | null>;
  /** `restoreFocus`: Escape gives the focus back to the bell. */
  onClose(restoreFocus: boolean): void;
}

/**
 * The panel with the app's query client (the shell is outside the query layout, which the home
 * page does without; the cache is shared with the pages) and how it closes: Escape, a click
 * outside, or the focus leaving it. Loaded with the panel, to keep the shell small.
 */
export function NotificationPanelHost({ id, anchor, onClose }: NotificationPanelHostProps) {
  const goTo = useGoTo();
  useCloseOnOutside(anchor, onClose, { closeOnEscape: true });

  return (
    <QueryClientProvider client={queryClient}>
      <NotificationPanel id={id} onClose={() => onClose(false)} onNavigate={goTo} />
    </QueryClientProvider>
  );
}
