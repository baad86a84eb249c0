/**
 * Nothing floating may cover a control (issue 34 §1, issue 41 §6): a composer, a menu, a button, a
 * link or a field. The feedback button moves to the other bottom corner while one of them is near
 * it, and steps aside (hidden) only when both corners are taken. These are the rules; the feedback
 * launcher applies them on scroll, resize, focus and changes to the page.
 */
export interface Box {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** What keeps the corner clear: marked parts (a composer, a menu), every button and link, and fields. */
export const KEEPS_CLEAR_SELECTOR = [
  '[data-keeps-clear]',
  'button:not(.fixed)',
  'a[href]',
  'textarea',
  'select',
  'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"])',
].join(', ');

/** Whether two boxes meet once `a` is grown by `margin` on every side (an empty box meets nothing). */
export function isNear(a: Box, b: Box, margin: number): boolean {
  if (b.bottom <= b.top || b.right <= b.left) return false;
  return (
    a.left - margin < b.right && a.right + margin > b.left && a.top - margin < b.bottom && a.bottom + margin > b.top
  );
}

/** The floating button steps aside when anything that must stay clear is near it. */
export function shouldStepAside(button: Box, keepClear: readonly Box[], margin = 8): boolean {
  return keepClear.some((box) => isNear(button, box, margin));
}

/** Where a floating button goes: its own corner, the other one, or out of the way. */
export type FloatingPlace = 'home' | 'other' | 'aside';

/** Its own corner while that is clear, else the other corner while that one is, else aside. */
export function floatingPlace(home: Box, other: Box, keepClear: readonly Box[], margin = 8): FloatingPlace {
  if (!shouldStepAside(home, keepClear, margin)) return 'home';
  return shouldStepAside(other, keepClear, margin) ? 'aside' : 'other';
}

/** The same box in the mirrored corner of a page `width` wide (left and right swapped). */
export function mirrored(box: Box, width: number): Box {
  return { top: box.top, bottom: box.bottom, left: width - box.right, right: width - box.left };
}
