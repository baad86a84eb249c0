import { MARKETPLACE_PATHS } from '@app/shared/navigation/marketplace-paths';
import { BRAND_ICON, BRAND_NAME, NAV_ITEMS } from '@app/shared/navigation/routes';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { cn } from '../../components/ui/cn';
import { Menu, X } from '../../components/ui/shell-icons';
import { useGoTo } from '../../lib/use-go-to';
import { AccountMenu } from './account-menu';
import { LazyUnavailable } from './lazy-unavailable';
import { MessagesLink, messagesLabel, UnreadBadge, useUnreadMessagesCount } from './messages-link';
import type { NavItem } from './mobile-menu-panel';
import { MoreMenu } from './more-menu';
import { NotificationBell } from './notification-bell';
import { SignInButton } from './sign-in-button';
import { useFittingCount } from './use-fitting-count';

const MENU_ID = 'mobile-menu';

/** The hamburger menu's panel loads on first open (DESIGN.md §8). */
const MobileMenuPanel = lazy(() =>
  import('./mobile-menu-panel').then(
    (module) => ({ default: module.MobileMenuPanel }),
    () => ({ default: () => <LazyUnavailable id={MENU_ID} /> }),
  ),
);

type Layout = 'desktop' | 'more' | 'mobile';

const ITEM_LAYOUT: Record<Layout, string> = {
  desktop: 'gap-1 px-1.5 py-2 text-[13px] whitespace-nowrap 2xl:gap-2 2xl:px-2.5 2xl:text-sm',
  more: 'gap-2 px-3 py-2.5 text-sm',
  mobile: 'gap-2 px-3 py-3 text-base',
};

/**
 * The navigation bar: logo, the spec's ten items, and the visitor's own corner (sign-in, messages,
 * notifications, account). From 1280 px the items stand in a row that folds what does not fit
 * into "More" (issue 41 §6: no page is ever wider than the window); below, in the hamburger menu.
 */
export function NavBar() {
  const { pathname } = useLocation();
  const goTo = useGoTo();
  const unreadMessages = useUnreadMessagesCount();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const fitting = useFittingCount(row, measure, NAV_ITEMS.length);
  const folded = NAV_ITEMS.slice(fitting);

  const choose = (path: string) => {
    setIsMenuOpen(false);
    goTo(path);
  };

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  const itemLink = (item: NavItem, layout: Layout, onChosen?: () => void) => {
    const isActive = pathname === item.path;
    const isMessages = item.path === MARKETPLACE_PATHS.messages;
    return (
      <a
        key={item.path}
        href={item.path}
        aria-current={isActive ? 'page' : undefined}
        aria-label={isMessages ? messagesLabel(unreadMessages) : undefined}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onChosen?.();
          choose(item.path);
        }}
        className={cn(
          'flex shrink-0 items-center rounded-lg font-medium transition-colors',
          ITEM_LAYOUT[layout],
          isActive ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        <span aria-hidden>{item.icon}</span>
        {item.label}
        {isMessages && <UnreadBadge count={unreadMessages} className="ml-auto" />}
      </a>
    );
  };

  return (
    <nav aria-label="Main" className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex h-16 items-center gap-3 px-3 sm:px-4">
        <button
          type="button"
          onClick={() => choose('/')}
          className="flex min-w-0 items-center gap-2 rounded-lg text-left font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 xl:shrink-0"
        >
          <span aria-hidden className="text-lg xl:text-base 2xl:text-lg">
            {BRAND_ICON}
          </span>
          {/* Two short lines on a phone, one line from 640 px. */}
          <span className="min-w-0 text-sm leading-tight sm:truncate sm:text-lg xl:text-base 2xl:text-lg">
            {BRAND_NAME}
          </span>
        </button>
        {/* From 1280 px: as many items as fit, then More. Below, the hamburger. */}
        <div ref={row} className="relative hidden min-w-0 flex-1 items-center xl:flex">
          <div className="flex min-w-0 items-center overflow-hidden">
            {NAV_ITEMS.slice(0, fitting).map((item) => itemLink(item, 'desktop'))}
          </div>
          {folded.length > 0 && (
            <MoreMenu holdsCurrentPage={folded.some((item) => item.path === pathname)}>
              {(close) => folded.map((item) => itemLink(item, 'more', close))}
            </MoreMenu>
          )}
          {/* Every item once more, unseen, to measure what fits (use-fitting-count.ts). */}
          <div aria-hidden inert className="invisible absolute top-0 left-0 h-0 w-0 overflow-hidden">
            <div ref={measure} className="flex w-max">
              {NAV_ITEMS.map((item) => itemLink(item, 'desktop'))}
              <span className="flex items-center gap-1 px-2 py-2 text-[13px] font-medium 2xl:text-sm">More ▾▾</span>
            </div>
          </div>
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-1">
          <SignInButton />
          <MessagesLink />
          <NotificationBell />
          <AccountMenu />
          <button
            ref={toggleRef}
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 xl:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={MENU_ID}
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
          </button>
        </div>
      </div>
      {isMenuOpen && (
        <Suspense fallback={null}>
          <MobileMenuPanel id={MENU_ID} renderItem={(item) => itemLink(item, 'mobile')} />
        </Suspense>
      )}
    </nav>
  );
}
