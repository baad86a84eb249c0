import { type RefObject, useEffect } from 'react';

/**
 * How a panel that opens from a button closes (the account menu, the notifications, More): a click
 * or the focus going outside `anchor` (the button and the panel) closes it without moving the
 * focus; Escape, when `onEscape` is set, closes it with the focus back on the button.
 */
export function useCloseOnOutside(
  anchor: RefObject<HTMLElement | null>,
  onClose: (restoreFocus: boolean) => void,
  { isOpen = true, closeOnEscape = false }: { isOpen?: boolean; closeOnEscape?: boolean } = {},
): void {
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) onClose(false);
    };
    // Tabbing out of the panel closes it, as it would a menu.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !anchor.current?.contains(next)) onClose(false);
    };
    const element = anchor.current;
    if (closeOnEscape) document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    element?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      element?.removeEventListener('focusout', onFocusOut);
    };
  }, [anchor, onClose, isOpen, closeOnEscape]);
}
