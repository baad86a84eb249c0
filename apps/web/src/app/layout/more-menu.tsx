import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { cn } from '../../components/ui/cn';
import { ChevronDown } from '../../components/ui/shell-icons';

/** The open list loads on first use (DESIGN.md §8). */
const MoreMenuList = lazy(() => import('./more-menu-list').then((module) => ({ default: module.MoreMenuList })));

interface MoreMenuProps {
  /** The folded entries, each drawn by the nav bar; `close` is called as one is chosen. */
  children(close: () => void): ReactNode;
  /** One of the folded entries is the page on screen. */
  holdsCurrentPage: boolean;
}

/**
 * "More" at the end of the desktop navigation (issue 41 §6): the entries the row has no room for,
 * in a list that opens below it. Escape closes it with the focus back on the button; so does a
 * click or the focus going anywhere else.
 */
export function MoreMenu({ children, holdsCurrentPage }: MoreMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = useCallback((restoreFocus: boolean) => {
    setIsOpen(false);
    if (restoreFocus) button.current?.focus();
  }, []);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'more-navigation' : undefined}
        onClick={() => setIsOpen((open) => !open)}
        className={cn(
          'flex items-center gap-1 rounded-lg px-2 py-2 text-[13px] font-medium whitespace-nowrap 2xl:text-sm',
          holdsCurrentPage ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        More
        <ChevronDown className={cn('size-4 transition-transform', isOpen && 'rotate-180')} aria-hidden />
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <MoreMenuList anchor={container} onClose={close}>
            {children(() => setIsOpen(false))}
          </MoreMenuList>
        </Suspense>
      )}
    </div>
  );
}
