import { MARKETPLACE_PATHS } from '@app/shared/navigation/marketplace-paths';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { cn } from '../../components/ui/cn';
import { MessagesSquare } from '../../components/ui/shell-icons';
import { getUnreadMessages, subscribeToUnreadMessages } from '../../lib/unread-messages-store';
import { useGoTo } from '../../lib/use-go-to';
import { hasVisitorToken } from '../../lib/visitor-token';

const MessagesUnreadSync = lazy(() => import('./messages-unread-sync').catch(() => ({ default: () => null })));

export const messagesLabel = (unread: number) => (unread > 0 ? `Messages, ${unread} unread` : 'Messages');

export function useUnreadMessagesCount(): number {
  return useSyncExternalStore(subscribeToUnreadMessages, getUnreadMessages, () => 0);
}

/** The red count beside Messages; nothing at zero. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      className={cn('rounded-full bg-red-600 px-1.5 py-0.5 text-[11px] leading-none font-bold text-white', className)}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * Messages in the header (issue 41 §5), with the unread count: the count is asked once the page
 * has settled, for a visitor with a token only (a new visitor has no conversations).
 */
export function MessagesLink() {
  const unread = useUnreadMessagesCount();
  const goTo = useGoTo();
  const { pathname } = useLocation();
  const [hasVisitor, setHasVisitor] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation may follow a first write
  useEffect(() => setHasVisitor(hasVisitorToken()), [pathname]);
  const isCurrent = pathname === MARKETPLACE_PATHS.messages;
  return (
    <>
      <a
        href={MARKETPLACE_PATHS.messages}
        aria-label={messagesLabel(unread)}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          goTo(MARKETPLACE_PATHS.messages);
        }}
        className={cn(
          'relative hidden rounded-lg p-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 sm:block',
          isCurrent ? 'text-brand-700' : 'text-slate-700',
        )}
      >
        <MessagesSquare className="size-5" aria-hidden />
        <UnreadBadge count={unread} className="absolute -top-0.5 -right-0.5" />
      </a>
      {hasVisitor && (
        <Suspense fallback={null}>
          <MessagesUnreadSync />
        </Suspense>
      )}
    </>
  );
}
