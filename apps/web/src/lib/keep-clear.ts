/**
 * Nothing floating may cover a control (issue 34 §1, issue 41 §6): a composer, a menu, a button, a
 * link or a field. The feedback button steps aside while one of them is near it. These are the
 * rules; the feedback launcher applies them on scroll, resize, focus and changes to the page.
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
