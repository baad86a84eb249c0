import { ACCOUNT_PATH } from '@app/shared/navigation/account-paths';
import { useEffect, useSyncExternalStore } from 'react';
import { notify } from '../../components/ui/toast';
import { getSessionExpiredMessage, subscribeToOutbox } from '../../lib/outbox-store';
import { useGoTo } from '../../lib/use-go-to';
import { useOutboxEntries } from '../../lib/use-outbox-entries';

const loadOutbox = () => import('../../lib/outbox');

const BANNER = 'bg-amber-50 px-4 py-2 text-center text-sm text-amber-900';

/**
 * What outbox-status.tsx shows once something waits or a session expired: the changes still
 * waiting to reach the server (DESIGN.md §6), toasts when they land or are refused, or the way
 * back in for a saved account whose session has expired (issue 21 §5). Loaded only then.
 */
export default function OutboxBanner() {
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
      <div className={BANNER}>
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
  if (!hasEntries) return null;
  return (
    <div className={BANNER}>
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
