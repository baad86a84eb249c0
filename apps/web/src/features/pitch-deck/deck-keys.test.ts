import { describe, expect, it } from 'vitest';
import { type DeckKeyPress, deckActionForKey } from './deck-keys';

function press(key: string, changes: Partial<DeckKeyPress> = {}): DeckKeyPress {
  return { key, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, target: 'page', ...changes };
}

describe('deckActionForKey', () => {
  it('advances on ArrowRight and Space, goes back on ArrowLeft', () => {
    expect(deckActionForKey(press('ArrowRight'))).toBe('next');
    expect(deckActionForKey(press(' '))).toBe('next');
    expect(deckActionForKey(press('ArrowLeft'))).toBe('previous');
  });

  it('ignores other keys', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Enter', 'Tab', 'a', 'PageDown', 'Home', 'Escape']) {
      expect(deckActionForKey(press(key))).toBeNull();
    }
  });

  it('leaves Space to a focused link or button, but arrows still move the deck', () => {
    expect(deckActionForKey(press(' ', { target: 'control' }))).toBeNull();
    expect(deckActionForKey(press('ArrowRight', { target: 'control' }))).toBe('next');
    expect(deckActionForKey(press('ArrowLeft', { target: 'control' }))).toBe('previous');
  });

  it('never takes a key from someone typing or from a widget with its own arrow keys', () => {
    for (const target of ['typing', 'widget'] as const) {
      for (const key of ['ArrowRight', 'ArrowLeft', ' ']) expect(deckActionForKey(press(key, { target }))).toBeNull();
    }
  });

  it('leaves browser and system shortcuts alone', () => {
    expect(deckActionForKey(press('ArrowLeft', { altKey: true }))).toBeNull();
    expect(deckActionForKey(press('ArrowRight', { ctrlKey: true }))).toBeNull();
    expect(deckActionForKey(press('ArrowRight', { metaKey: true }))).toBeNull();
    expect(deckActionForKey(press(' ', { shiftKey: true }))).toBeNull();
  });
});
