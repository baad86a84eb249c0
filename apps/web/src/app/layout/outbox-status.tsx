import { ACCOUNT_PATH } from '@app/shared/navigation/account-paths';
import { useEffect, useSyncExternalStore } from 'react';
import { notify } from '../../components/ui/toast';
import { getSessionExpiredMessage, subscribeToOutbox } from '../../lib/outbox-store';
import { useGoTo } from '../../lib/use-go-to';
import { useOutboxEntries } from '../../lib/use-outbox-entries';

const loadOutbox = () => import('../../lib/outbox');

/**
 * The persistent header element: tells the person when some of their changes are still waiting
 * to reach the server (DESIGN.md §6), and when they land or are refused. The sender is loaded
 * only when something waits, so a first visit does not download the API client for nothing.
 * When a saved account's session has expired (issue 21 §5) it says so instead, with the way back in.
 */
export function OutboxStatus() {
  const entries = useOutboxEntries();
  const hasEntries = entries.length > 0;
  const expiredMessage = useSyncExternalStore(subscribeToOutbox, getSessionExpiredMessage, () => null);
  const goTo = useGoTo();

  useEffect(() => {
    if (!hasEntries) return;
    let cleanUp = () => {};
    let isCancelled = false;
    void loadOutbox().then(({ startOutbox, onOutboxEvent }) => {
      if (isCancelled) return;
      const stop = startOutbox();
      const unsubscribe = onOutboxEvent((event) => {
        if (event.type === 'delivered') notify('success', `${event.entry.label} was saved.`, event.note);
        else notify('error', `${event.entry.label} could not be saved.`, event.message);
      });
      cleanUp = () => {
        stop();
        unsubscribe();
      };
    });
    return () => {
      isCancelled = true;
      cleanUp();
    };
  }, [hasEntries]);

  if (expiredMessage)
    return (
      <div role="status" aria-live="polite" className="bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
        {expiredMessage}{' '}
        <a
          href={ACCOUNT_PATH}
          className="font-semibold underline"
          onClick={(event) => {
            event.preventDefault();
            goTo(ACCOUNT_PATH);
          }}
        >
          Sign in
        </a>
      </div>
    );
  if (!hasEntries) return <div role="status" aria-live="polite" className="sr-only" />;
  return (
    <div role="status" aria-live="polite" className="bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
      {entries.length === 1 ? '1 change is' : `${entries.length} changes are`} pending: saved on this device and sent
      automatically when the connection is back.{' '}
      <button
        type="button"
        className="font-semibold underline"
        onClick={() => void loadOutbox().then(({ flushOutbox }) => flushOutbox())}
      >
        Try now
      </button>
    </div>
  );
}
