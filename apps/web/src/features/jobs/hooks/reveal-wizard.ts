/** What revealing needs of the page's elements (an HTMLElement has both). */
export interface Scrollable {
  scrollIntoView(options?: ScrollIntoViewOptions): void;
}
export interface Focusable {
  focus(options?: FocusOptions): void;
}

/** The element that has the focus, as far as telling a field being typed in goes. */
export interface ActiveElement {
  tagName: string;
  disabled?: boolean;
  readOnly?: boolean;
  isContentEditable?: boolean;
}

/** Someone typing in a field (an answer being edited in the summary) is not pulled away from it. */
export function isTypingIn(active: ActiveElement | null | undefined): boolean {
  if (!active) return false;
  if (active.isContentEditable) return true;
  return /^(?:INPUT|TEXTAREA|SELECT)$/i.test(active.tagName) && !active.disabled && !active.readOnly;
}

/**
 * Brings what just opened into view and moves the focus to its heading (tabIndex -1), so a screen
 * reader and the keyboard continue there. The scroll is instant when the person prefers reduced
 * motion; the focus does not scroll again (it would cut the smooth scroll short).
 */
export function revealAndFocus(
  container: Scrollable | null,
  heading: Focusable | null,
  { reduceMotion, active }: { reduceMotion: boolean; active: ActiveElement | null },
): void {
  if (!container || isTypingIn(active)) return;
  container.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  heading?.focus({ preventScroll: true });
}
