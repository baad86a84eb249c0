import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getAccountBadge, subscribeToAccountBadge } from '../../lib/account-badge';

/** Passkey sign-in and recovery codes (features/accounts) load on the first click (DESIGN.md §8). */
const SignInDialog = lazy(() => import('./sign-in-dialog'));

/**
 * "Sign in" in the header at every width (issue 41 §4), on a device that holds no saved account:
 * a returning member finds the way back without knowing it is on the account page.
 */
export function SignInButton() {
  const badge = useSyncExternalStore(subscribeToAccountBadge, getAccountBadge, () => null);
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  if (badge?.isSaved) return null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
        className="rounded-lg px-2 py-1.5 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        Sign in
      </button>
      {wasOpened && (
        <Suspense fallback={null}>
          <SignInDialog open={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      )}
    </>
  );
}
