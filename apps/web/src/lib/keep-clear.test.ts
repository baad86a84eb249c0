import { describe, expect, it } from 'vitest';
import { floatingPlace, isNear, mirrored, shouldStepAside } from './keep-clear';

/** The feedback button at a 390 × 844 phone's bottom right. */
const button = { top: 784, left: 330, bottom: 832, right: 378 };
const box = (top: number, left: number, bottom: number, right: number) => ({ top, left, bottom, right });

describe('the floating button keeps clear of composers, primary actions and menus', () => {
  it('steps aside for a composer whose right edge runs under it', () => {
    expect(shouldStepAside(button, [box(700, 16, 840, 374)])).toBe(true);
  });

  it('steps aside for a submit button just beside it, within the margin', () => {
    expect(shouldStepAside(button, [box(790, 250, 830, 325)])).toBe(true);
    expect(isNear(button, box(790, 250, 830, 325), 0)).toBe(false);
  });

  it('stays for what is far from it: a form at the top, a field on the left', () => {
    expect(shouldStepAside(button, [box(80, 16, 300, 374), box(780, 16, 830, 200)])).toBe(false);
  });

  it('stays when nothing is there, and ignores a hidden (empty) element', () => {
    expect(shouldStepAside(button, [])).toBe(false);
    expect(shouldStepAside(button, [box(0, 0, 0, 0), box(800, 340, 800, 360)])).toBe(false);
  });
});

describe('where the floating button goes', () => {
  const other = mirrored(button, 390);

  it('mirrors its box into the bottom left corner', () => {
    expect(other).toEqual({ top: 784, left: 12, bottom: 832, right: 60 });
  });

  it('stays home while its corner is clear', () => {
    expect(floatingPlace(button, other, [box(780, 16, 830, 200)])).toBe('home');
  });

  it('moves to the other corner when a control is under it and that corner is clear', () => {
    expect(floatingPlace(button, other, [box(790, 250, 830, 374)])).toBe('other');
  });

  it('steps aside only when both corners are taken, as by a full-width composer', () => {
    expect(floatingPlace(button, other, [box(700, 16, 840, 374)])).toBe('aside');
  });
});
