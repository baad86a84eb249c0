import { ACCOUNT_PATH } from '@app/shared/navigation/account-paths';
import { MARKETPLACE_PATHS } from '@app/shared/navigation/marketplace-paths';
import { BRAND_ICON, BRAND_NAME, NAV_ITEMS } from '@app/shared/navigation/routes';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { cn } from '../../components/ui/cn';
import { useGoTo } from '../../lib/use-go-to';
import { AccountMenu } from './account-menu';
import { NotificationBell } from './notification-bell';

type NavItem = { path: string; label: string; icon: string };

/**
 * The visitor's marketplace pages (issue 20), contracts (issue 32) and account (issue 21). The
 * desktop bar holds the spec's ten items and no more, so there they are in the account menu
 * (account-menu.tsx, with Messages); on smaller screens, in the hamburger menu too, as before.
 */
const ACTIVITY_ITEMS = [
  { path: MARKETPLACE_PATHS.myJobs, label: 'My jobs', icon: '🗂️' },
  { path: MARKETPLACE_PATHS.myApplications, label: 'My applications', icon: '📨' },
  { path: MARKETPLACE_PATHS.contracts, label: 'Contracts', icon: '🤝' },
  { path: ACCOUNT_PATH, label: 'Your account', icon: '👤' },
] as const;

/** The navigation bar: logo, desktop menu, and a mobile menu behind a hamburger button. */
export function NavBar() {
  const { pathname } = useLocation();
  const goTo = useGoTo();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const choose = (path: string) => {
    setIsMenuOpen(false);
    goTo(path);
  };

  useEffect(() => {
    if (!isMenuOpen) return;
    menuRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  const itemLink = (item: NavItem, layout: 'desktop' | 'mobile') => {
    const isActive = pathname === item.path;
    return (
      <a
        key={item.path}
        href={item.path}
        aria-current={isActive ? 'page' : undefined}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          choose(item.path);
        }}
        className={cn(
          'flex items-center rounded-lg font-medium transition-colors',
          // All ten items with their icons fit on one line from 1280 px (xl) up: compact until 2xl.
          layout === 'desktop'
            ? 'gap-1 px-1 py-2 text-[13px] whitespace-nowrap 2xl:gap-2 2xl:px-2.5 2xl:text-sm'
            : 'gap-2 px-3 py-3 text-base',
          isActive ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        <span aria-hidden>{item.icon}</span>
        {item.label}
      </a>
    );
  };

  return (
    <nav aria-label="Main" className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-screen-2xl items-center justify-between gap-4 px-4">
        <button
          type="button"
          onClick={() => choose('/')}
          className="flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 xl:text-base 2xl:text-lg"
        >
          <span aria-hidden>{BRAND_ICON}</span>
          {BRAND_NAME}
        </button>
        {/* The desktop bar from 1280 px; the hamburger below, where ten items with icons cannot fit. */}
        <div className="hidden items-center xl:flex 2xl:gap-0.5">
          {NAV_ITEMS.map((item) => itemLink(item, 'desktop'))}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <NotificationBell />
          <AccountMenu />
          <button
            ref={toggleRef}
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 xl:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
          </button>
        </div>
      </div>
      {isMenuOpen && (
        <div
          id="mobile-menu"
          ref={menuRef}
          data-keeps-clear
          className="border-t border-slate-200 bg-white px-4 py-2 shadow-lg xl:hidden"
        >
          <div className="mx-auto flex max-w-7xl flex-col">
            {NAV_ITEMS.map((item) => itemLink(item, 'mobile'))}
            <div className="mt-1 flex flex-col border-t border-slate-200 pt-1">
              {ACTIVITY_ITEMS.map((item) => itemLink(item, 'mobile'))}
            </div>
          </div>
        </div>
      )}
    </nav>
  );
}
