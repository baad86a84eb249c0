import { describe, expect, it } from 'vitest';
import { evaluateMatching, MATCHING_TARGETS } from './matching-eval.ts';
import { mean, ndcgAt, precisionAt } from './matching-eval-metrics.ts';

describe('the ranking metrics', () => {
  it('NDCG@5 is 1 for the ideal order, less when a relevant one comes late, null with nothing relevant', () => {
    expect(ndcgAt(5, [3, 2, 1, 0], [3, 2, 1, 0])).toBe(1);
    expect(ndcgAt(5, [0, 3, 2], [0, 3, 2])).toBeLessThan(1);
    expect(ndcgAt(5, [0, 0], [0, 0])).toBeNull();
  });

  it('precision@3 counts grades 2 and 3, out of as many as there are; null when there are none', () => {
    expect(precisionAt(3, [3, 1, 2, 0])).toBeCloseTo(2 / 2);
    expect(precisionAt(3, [3, 2, 0, 2, 2])).toBeCloseTo(2 / 3);
    expect(precisionAt(3, [0, 1])).toBeNull();
    expect(mean([1, 0])).toBe(0.5);
  });
});

describe('the built-in ranking on the labelled set (npm run eval:matching)', () => {
  const result = evaluateMatching();

  it('meets the targets on the batch it was tuned on, in both directions', () => {
    for (const part of [result.jobs.tuning, result.developers.tuning]) {
      expect(part.ndcg5).toBeGreaterThanOrEqual(MATCHING_TARGETS.ndcg5);
      expect(part.precision3).toBeGreaterThanOrEqual(MATCHING_TARGETS.precision3);
    }
  });

  it('does not fall back on the held-out batch (never tuned on): NDCG@5 at target, precision@3 within 0.05 of it', () => {
    for (const part of [result.jobs.holdout, result.developers.holdout]) {
      expect(part.rankings).toBeGreaterThan(10);
      expect(part.ndcg5).toBeGreaterThanOrEqual(MATCHING_TARGETS.ndcg5);
      expect(part.precision3).toBeGreaterThanOrEqual(MATCHING_TARGETS.precision3 - 0.05);
    }
  });
});
