import { describe, expect, it } from 'vitest';
import { isTypingIn, revealAndFocus } from './reveal-wizard';

/** A stand-in for the wizard's container and heading that records what was done to them. */
function buildPage() {
  const calls: string[] = [];
  const container = {
    scrollIntoView: (options?: ScrollIntoViewOptions) => calls.push(`scroll ${options?.behavior} ${options?.block}`),
  };
  const heading = { focus: (options?: FocusOptions) => calls.push(`focus preventScroll=${options?.preventScroll}`) };
  return { calls, container, heading };
}

describe('revealing the wizard once the summary is complete', () => {
  it('scrolls smoothly to it and moves the focus to its heading', () => {
    const { calls, container, heading } = buildPage();
    revealAndFocus(container, heading, { reduceMotion: false, active: { tagName: 'BODY' } });
    expect(calls).toEqual(['scroll smooth start', 'focus preventScroll=true']);
  });

  it('jumps without animation when the person prefers reduced motion', () => {
    const { calls, container, heading } = buildPage();
    revealAndFocus(container, heading, { reduceMotion: true, active: null });
    expect(calls).toEqual(['scroll auto start', 'focus preventScroll=true']);
  });

  it('leaves someone typing in a field where they are', () => {
    const { calls, container, heading } = buildPage();
    revealAndFocus(container, heading, { reduceMotion: false, active: { tagName: 'TEXTAREA' } });
    expect(calls).toEqual([]);
  });

  it('does not count a disabled answer box as typing', () => {
    expect(isTypingIn({ tagName: 'TEXTAREA', disabled: true })).toBe(false);
    expect(isTypingIn({ tagName: 'INPUT' })).toBe(true);
    expect(isTypingIn({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingIn({ tagName: 'BUTTON' })).toBe(false);
  });
});
