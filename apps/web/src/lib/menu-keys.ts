/** What a key does in a menu (WAI-ARIA menu pattern): move the focus, close it, or nothing. */
export type MenuKeyAction =
  | { type: 'focus'; index: number }
  | { type: 'activate' }
  | { type: 'close'; restoreFocus: boolean }
  | null;

/**
 * Arrow keys move through the items and wrap around; Home and End go to the first and the last;
 * Space activates the focused item (Enter does so natively on links and buttons); Escape closes
 * the menu with the focus back on its button; Tab closes it and lets the focus move on.
 */
export function menuKeyAction(key: string, index: number, count: number): MenuKeyAction {
  if (count === 0) return key === 'Escape' ? { type: 'close', restoreFocus: true } : null;
  switch (key) {
    case 'ArrowDown':
      return { type: 'focus', index: index < 0 ? 0 : (index + 1) % count };
    case 'ArrowUp':
      return { type: 'focus', index: index <= 0 ? count - 1 : index - 1 };
    case 'Home':
      return { type: 'focus', index: 0 };
    case 'End':
      return { type: 'focus', index: count - 1 };
    case ' ':
      return index < 0 ? null : { type: 'activate' };
    case 'Escape':
      return { type: 'close', restoreFocus: true };
    case 'Tab':
      return { type: 'close', restoreFocus: false };
    default:
      return null;
  }
}
