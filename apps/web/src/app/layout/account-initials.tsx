import { useEffect, useSyncExternalStore } from 'react';
import { getAccountBadge, subscribeToAccountBadge } from '../../lib/account-badge';
import { hasVisitorToken } from '../../lib/visitor-token';
import { loadAccountBadge } from './account-badge-loader';

/**
 * The member's initials on their avatar's colour, over the account button's person icon. Loaded
 * after the first paint for a visitor with a token only: a new visitor downloads nothing for it.
 * Asks the server once when this browser does not know them yet (account-badge.ts).
 */
export default function AccountInitials() {
  const badge = useSyncExternalStore(subscribeToAccountBadge, getAccountBadge, () => null);
  const isKnown = badge !== null;
  useEffect(() => {
    if (!isKnown && hasVisitorToken()) void loadAccountBadge();
  }, [isKnown]);
  if (!badge) return null;
  return (
    <span
      style={{ backgroundColor: badge.colour }}
      className="absolute inset-0 flex items-center justify-center rounded-full text-xs font-semibold text-white"
    >
      {badge.initials}
    </span>
  );
}
