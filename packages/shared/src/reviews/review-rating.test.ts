import { describe, expect, it } from 'vitest';
import {
  bayesianRating,
  clientRatingOfGroups,
  RATING_PRIOR,
  ratingRank,
  ratingSummary,
  UNVERIFIED_PAYMENT_MARKER,
} from './review-rating.ts';

describe('the Bayesian rating (issue 40 §3, decision 017)', () => {
  it('is the prior with no review, and moves toward the mean as reviews add up', () => {
    expect(bayesianRating({ total: 0, count: 0 })).toBe(RATING_PRIOR.mean);
    expect(bayesianRating({ total: 5, count: 1 })).toBeCloseTo((RATING_PRIOR.weight * RATING_PRIOR.mean + 5) / 6);
    expect(bayesianRating({ total: 5 * 1000, count: 1000 })).toBeCloseTo(5, 1);
  });

  it('ranks one 5.0 review below 52 reviews at 4.9', () => {
    const one = ratingRank({ total: 5, count: 1 });
    const many = ratingRank({ total: 255, count: 52 });
    expect(one).toBeLessThan(many);
    // Even a handful of perfect reviews stays under the long record.
    expect(ratingRank({ total: 25, count: 5 })).toBeLessThan(many);
  });

  it('is an integer in thousandths, so the directory can sort and page by it', () => {
    expect(ratingRank({ total: 0, count: 0 })).toBe(RATING_PRIOR.mean * 1000);
    expect(Number.isInteger(ratingRank({ total: 14, count: 3 }))).toBe(true);
  });

  it('counts several reviews from one client as one client', () => {
    // One client gave five 5s, another one 3: two clients, a mean of their means (5 + 3) / 2.
    expect(
      clientRatingOfGroups([
        { total: 25, count: 5 },
        { total: 3, count: 1 },
      ]),
    ).toEqual({ total: 8, count: 2 });
    expect(clientRatingOfGroups([])).toEqual({ total: 0, count: 0 });
  });
});

describe('what the profile says of its rating', () => {
  it('puts the count beside the mean', () => {
    expect(ratingSummary(4.9, 52)).toBe('4.9 from 52 reviews');
    expect(ratingSummary(5, 1)).toBe('5.0 from 1 review');
    expect(ratingSummary(null, 0)).toBe('New');
  });

  it('names an unverified payment in the words of the issue', () => {
    expect(UNVERIFIED_PAYMENT_MARKER).toBe('Payment not verified by the platform');
  });
});
