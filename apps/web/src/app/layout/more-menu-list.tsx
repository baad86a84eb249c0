import { type ReactNode, type RefObject, useEffect } from 'react';
import { useCloseOnOutside } from '../../lib/use-close-on-outside';

interface MoreMenuListProps {
  /** The button and the list: a click or the focus outside them closes the list. */
  anchor: RefObject<HTMLElement | null>;
  onClose(restoreFocus: boolean): void;
  children: ReactNode;
}

/** More's open list (more-menu.tsx), loaded on first open: the focus moves to its first entry. */
export function MoreMenuList({ anchor, onClose, children }: MoreMenuListProps) {
  useCloseOnOutside(anchor, onClose, { closeOnEscape: true });
  useEffect(() => {
    anchor.current?.querySelector<HTMLElement>('[data-more-list] a')?.focus();
  }, [anchor]);
  return (
    <div
      id="more-navigation"
      data-more-list
      data-keeps-clear
      className="absolute top-full right-0 z-40 mt-2 flex w-56 flex-col rounded-2xl border border-slate-200 bg-white p-1 shadow-xl"
    >
      {children}
    </div>
  );
}
