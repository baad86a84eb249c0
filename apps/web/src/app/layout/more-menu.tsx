import { ChevronDown } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '../../components/ui/cn';
import { useCloseOnOutside } from '../../lib/use-close-on-outside';

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
  useCloseOnOutside(container, close, { isOpen, closeOnEscape: true });
  useEffect(() => {
    if (isOpen) container.current?.querySelector<HTMLElement>('[data-more-list] a')?.focus();
  }, [isOpen]);

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
        <div
          id="more-navigation"
          data-more-list
          data-keeps-clear
          className="absolute top-full right-0 z-40 mt-2 flex w-56 flex-col rounded-2xl border border-slate-200 bg-white p-1 shadow-xl"
        >
          {children(() => setIsOpen(false))}
        </div>
      )}
    </div>
  );
}
