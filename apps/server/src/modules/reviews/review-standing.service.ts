import type { Database } from '../../db/client.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { lockDeveloperStanding, setDeveloperStanding } from '../developers/developers.service.ts';
import { clientRatingOf, countDueReviews, insertReviews } from './reviews.repository.ts';

/*
 * How reviews earn a developer's `rating` (issue 32 §4): the profile caches the mean of its
 * visible client reviews for the directory's sort, recomputed from the rows in the transaction
 * that changes them.
 */

/**
 * Recomputes a profile's cached rating from its visible client reviews (issue 32 §4: the mean to
 * one decimal, null with none), under the profile's lock so two refreshes never undo each other.
 * `now` decides which reviews show (the reveal pass passes its own clock).
 */
export async function refreshDeveloperRating(tx: Database, profileId: string, now = new Date()): Promise<void> {
  if (!(await lockDeveloperStanding(tx, profileId))) return;
  const rating = await clientRatingOf(tx, profileId, now);
  await setDeveloperStanding(tx, profileId, { ratingTenths: rating.tenths, ratingCount: rating.count });
}

/**
 * The reveal pass: counts every review whose reveal date has come (14 days after completion with
 * one side still silent) and refreshes the ratings of the developers they are about, in one
 * transaction. Returns how many reviews it revealed. Safe to run from several processes at once:
 * each review is counted by exactly one of them.
 */
export async function revealDueReviews(db: Database, now = new Date()): Promise<number> {
  return inTransaction(db, async (tx) => {
    const revealed = await countDueReviews(tx, now);
    const profiles = new Set<string>();
    for (const review of revealed) {
      if (review.authorRole === 'client' && review.subjectProfileId) profiles.add(review.subjectProfileId);
    }
    // In a fixed order, so two transactions locking several profiles never wait on each other in a circle.
    for (const profileId of [...profiles].sort()) await refreshDeveloperRating(tx, profileId, now);
    return revealed.length;
  });
}

/** A client's review from before the platform kept them live (the demo history), already revealed. */
export interface PastClientReview {
  contractId: string;
  contractTitle: string;
  developerProfileId: string;
  authorId: string | null;
  authorName: string;
  rating: number;
  text: string;
  createdAt: Date;
  visibleAt: Date;
}

/**
 * Stores revealed client reviews in one statement and refreshes the ratings of the developers
 * they are about, so those numbers come from the rows like every other rating (issue 32 §4).
 */
export async function recordPastClientReviews(tx: Database, reviews: PastClientReview[], now = new Date()) {
  await insertReviews(
    tx,
    reviews.map(({ developerProfileId, ...review }) => ({
      ...review,
      authorRole: 'client' as const,
      subjectProfileId: developerProfileId,
      counted: review.visibleAt <= now,
    })),
  );
  const profiles = [...new Set(reviews.map((review) => review.developerProfileId))].sort();
  for (const profileId of profiles) await refreshDeveloperRating(tx, profileId, now);
}
