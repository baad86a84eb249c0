import { describe, expect, it } from 'vitest';
import { nextVote, reputationDelta } from './reputation.ts';

describe('votes and reputation rules', () => {
  it.each([
    [0, 'up', 1],
    [1, 'up', 0],
    [-1, 'up', 1],
    [0, 'down', -1],
    [-1, 'down', 0],
    [1, 'down', -1],
  ] as const)('from %d, pressing %s gives %d', (current, direction, expected) => {
    expect(nextVote(current, direction)).toBe(expected);
  });

  it.each([
    ['question', 0, 1, 5],
    ['answer', 0, 1, 10],
    ['answer', 0, -1, -2],
    ['answer', 1, -1, -12],
    ['question', -1, 1, 7],
    ['question', 1, 0, -5],
  ] as const)('a %s vote from %d to %d moves reputation by %d', (target, before, after, delta) => {
    expect(reputationDelta(target, before, after)).toBe(delta);
  });
});
