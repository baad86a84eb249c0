import { describe, expect, it } from 'vitest';
import { TOAST_GAP_PX, TOAST_MIN_TOP_PX, toastTopOffset } from './toast-offset';

describe('toastTopOffset', () => {
  it('sits just below the lowest part of the header in view', () => {
    // An outbox banner of two lines (0–56) above the 64 px navigation (56–120).
    expect(toastTopOffset([120, 56, 120])).toBe(120 + TOAST_GAP_PX);
  });

  it('follows a navigation that sticks while the banner above it scrolls away', () => {
    expect(toastTopOffset([10, -30, 64])).toBe(64 + TOAST_GAP_PX);
  });

  it("keeps sonner's own minimum once the header has scrolled out of view", () => {
    expect(toastTopOffset([-200, -136])).toBe(TOAST_MIN_TOP_PX);
    expect(toastTopOffset([])).toBe(TOAST_MIN_TOP_PX);
  });

  it('rounds to whole pixels', () => {
    expect(toastTopOffset([64.4])).toBe(72);
  });
});
