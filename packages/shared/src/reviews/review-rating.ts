/*
 * How a developer's rating is trusted (issue 40 §3, docs/decisions/017-bayesian-rating-prior.md).
 * Only reviews of contracts whose money went through the platform count; of those, the directory's
 * "Top rated" sort and the matching's rating term read a Bayesian average, so a rating resting on
 * one review is pulled toward the prior and a long record keeps its place.
 */

/**
 * The prior: every rating starts as if it had `weight` reviews at `mean`. 3.5 is where the
 * matching's rating term gives no points (decision 016), so a developer with no counted review is
 * neither helped nor held back; 5 reviews is about how many it takes before a rating says more
 * about the developer than about luck (at 5 reviews the prior and the reviews weigh the same).
 */
export const RATING_PRIOR = { mean: 3.5, weight: 5 } as const;

/** Stars summed over `count` observations (reviews, or clients' own means). */
export interface RatingTally {
  total: number;
  count: number;
}

/** (weight × prior mean + total) / (weight + count): the prior with nothing, the mean with a lot. */
export function bayesianRating({ total, count }: RatingTally, prior: typeof RATING_PRIOR = RATING_PRIOR): number {
  return (prior.weight * prior.mean + total) / (prior.weight + count);
}

/** The Bayesian rating in thousandths, an integer the directory sorts and pages by. */
export function ratingRank(tally: RatingTally): number {
  return Math.round(bayesianRating(tally) * 1000);
}

/**
 * One observation per client: each client's reviews averaged first, so a client who reviews ten
 * contracts counts once (the matching's rating term).
 */
export function clientRatingOfGroups(groups: readonly RatingTally[]): RatingTally {
  const clients = groups.filter((group) => group.count > 0);
  return {
    total: clients.reduce((sum, group) => sum + group.total / group.count, 0),
    count: clients.length,
  };
}

/** "4.9 from 52 reviews": the mean with what it rests on; "New" with no counted review. */
export function ratingSummary(rating: number | null, count: number): string {
  if (rating === null || count < 1) return 'New';
  return `${rating.toFixed(1)} from ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Beside a review that does not count: its contract's money never went through the platform. */
export const UNVERIFIED_PAYMENT_MARKER = 'Payment not verified by the platform';
