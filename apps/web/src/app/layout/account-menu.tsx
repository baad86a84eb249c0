import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { hasVisitorToken } from '../../lib/visitor-token';
import { LazyUnavailable } from './lazy-unavailable';

/** The member's initials: for a visitor with a token, after the first paint (a new visitor has none). */
const AccountInitials = lazy(() => import('./account-initials').catch(() => ({ default: () => null })));

/** The menu's items (TanStack Query, the account, the unread count) load on first open (DESIGN.md §8). */
const AccountMenuPanel = lazy(() =>
  import('./account-menu-panel').then(
    (module) => ({ default: module.AccountMenuPanel }),
    () => ({ default: ({ id }: { id: string }) => <LazyUnavailable id={id} /> }),
  ),
);

/**
 * The account button at the right of the nav bar (issue 34 §1), at every width: the member's
 * initials (a person icon before they are known) opening their menu: My jobs, My applications,
 * Contracts, Messages with the unread count, Your account, Sign out.
 */
export function AccountMenu() {
  const [hasVisitor, setHasVisitor] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // False in the pre-rendered frame; checked again on each navigation (after a first write, a sign-out).
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => setHasVisitor(hasVisitorToken()), [pathname]);

  const close = useCallback((restoreFocus: boolean) => {
    setIsOpen(false);
    if (restoreFocus) button.current?.focus();
  }, []);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-label="Your account menu"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'account-menu' : undefined}
        onClick={() => setIsOpen((open) => !open)}
        className="rounded-full p-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span aria-hidden className="relative flex size-8 items-center justify-center rounded-full bg-slate-200">
          👤
          {hasVisitor && (
            <Suspense fallback={null}>
              <AccountInitials />
            </Suspense>
          )}
        </span>
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <AccountMenuPanel id="account-menu" anchor={container} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
