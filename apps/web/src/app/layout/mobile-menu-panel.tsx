import { ACCOUNT_PATH } from '@app/shared/navigation/account-paths';
import { MARKETPLACE_PATHS } from '@app/shared/navigation/marketplace-paths';
import { NAV_ITEMS } from '@app/shared/navigation/routes';
import { type ReactNode, useEffect, useRef } from 'react';

export type NavItem = { path: string; label: string; icon: string };

/**
 * The visitor's marketplace pages (issue 20), messages (issue 41 §5), contracts (issue 32) and
 * account (issue 21): in the account menu (account-menu.tsx) and, on smaller screens, here too.
 */
const ACTIVITY_ITEMS = [
  { path: MARKETPLACE_PATHS.myJobs, label: 'My jobs', icon: '🗂️' },
  { path: MARKETPLACE_PATHS.myApplications, label: 'My applications', icon: '📨' },
  { path: MARKETPLACE_PATHS.messages, label: 'Messages', icon: '💬' },
  { path: MARKETPLACE_PATHS.contracts, label: 'Contracts', icon: '🤝' },
  { path: MARKETPLACE_PATHS.billing, label: 'Billing', icon: '🧾' },
  { path: MARKETPLACE_PATHS.earnings, label: 'Earnings', icon: '💶' },
  { path: ACCOUNT_PATH, label: 'Your account', icon: '👤' },
] as const;

/**
 * The hamburger menu's panel below 1280 px: the spec's ten items, then the visitor's own pages,
 * each drawn by the nav bar. Loaded on first open (DESIGN.md §8); focus goes to its first entry.
 */
export function MobileMenuPanel({ id, renderItem }: { id: string; renderItem: (item: NavItem) => ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.querySelector<HTMLElement>('a, button')?.focus(), []);
  return (
    <div
      id={id}
      ref={panel}
      data-keeps-clear
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 py-2 shadow-lg xl:hidden"
    >
      <div className="mx-auto flex max-w-7xl flex-col">
        {NAV_ITEMS.map(renderItem)}
        <div className="mt-1 flex flex-col border-t border-slate-200 pt-1">{ACTIVITY_ITEMS.map(renderItem)}</div>
      </div>
    </div>
  );
}
