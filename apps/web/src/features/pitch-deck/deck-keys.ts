/**
 * Which key moves the deck (part-2 §2: right arrow or space advances, left arrow goes back), and
 * when a key belongs to something else and must be left alone.
 */

/** Where a key press lands, as far as the deck cares. */
export type KeyTarget =
  /** Text is being typed: every key belongs to the field. */
  | 'typing'
  /** A widget with its own arrow keys (dialog, tabs, radio group, a scrollable table...). */
  | 'widget'
  /** A link or button: Space activates it, arrows may still move the deck. */
  | 'control'
  /** Anything else on the page. */
  | 'page';

export interface DeckKeyPress {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  target: KeyTarget;
}

export type DeckAction = 'next' | 'previous';

export function deckActionForKey(press: DeckKeyPress): DeckAction | null {
  // Alt+Left is the browser's Back, Ctrl/Cmd+arrows move the caret or switch tabs.
  if (press.altKey || press.ctrlKey || press.metaKey) return null;
  if (press.target === 'typing' || press.target === 'widget') return null;
  if (press.key === 'ArrowRight') return 'next';
  if (press.key === 'ArrowLeft') return 'previous';
  // Space on a link or button activates it; Shift+Space scrolls the page back up.
  if (press.key === ' ' && press.target === 'page' && !press.shiftKey) return 'next';
  return null;
}

const WIDGETS = [
  'dialog',
  'alertdialog',
  'menu',
  'menubar',
  'listbox',
  'tablist',
  'radiogroup',
  'slider',
  'grid',
  'tree',
  'combobox',
  'spinbutton',
]
  .map((role) => `[role="${role}"]`)
  .concat('[data-own-arrow-keys]')
  .join(',');

const CONTROLS = [
  'a[href]',
  'button',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="option"]',
].join(',');

/** Classifies the element a keyboard event was sent to. */
export function classifyKeyTarget(target: EventTarget | null): KeyTarget {
  if (!(target instanceof Element)) return 'page';
  if (target instanceof HTMLElement && target.isContentEditable) return 'typing';
  if (target.closest('input, textarea, select')) return 'typing';
  if (target.closest(WIDGETS)) return 'widget';
  if (target.closest(CONTROLS)) return 'control';
  return 'page';
}
