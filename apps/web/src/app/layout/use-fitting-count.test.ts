import { describe, expect, it } from 'vitest';
import { fittingCount } from './use-fitting-count';

describe('the navigation folds what does not fit into More (issue 41 §6)', () => {
  it('shows every item when all of them fit, without a More button', () => {
    expect(fittingCount([100, 100, 100], 300, 80)).toBe(3);
  });

  it('keeps room for More once one item does not fit', () => {
    expect(fittingCount([100, 100, 100], 299, 80)).toBe(2);
    expect(fittingCount([100, 100, 100], 279, 80)).toBe(1);
  });

  it('folds everything when not even one item fits beside More', () => {
    expect(fittingCount([100, 100], 150, 80)).toBe(0);
    expect(fittingCount([], 0, 80)).toBe(0);
  });
});
