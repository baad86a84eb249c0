import { clientRatingOfGroups, ratingRank } from '@app/shared/reviews/review-rating';
import type { Database } from '../../db/client.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { lockDeveloperStanding, setDeveloperStanding } from '../developers/developers.service.ts';
import { contractsThatPaidTheirDeveloper } from '../ledger/ledger.service.ts';
import { clientRatingOf, countDueReviews, insertReviews } from './reviews.repository.ts';

/*
 * How reviews earn a developer's `rating` (issue 32 §4): the profile caches the mean of its
 * visible client reviews for the directory's sort, recomputed from the rows in the transaction
 * that changes them. Only reviews whose payment the platform verified count (issue 40 §3,
 * docs/decisions/017-bayesian-rating-prior.md).
 */

/** A contract's two accounts: whose money it was, and whom it paid. */
export interface ContractParties {
  contractId: string;
  clientId: string | null;
  developerId: string | null;
}

/**
 * Of these contracts, those whose money went through the platform between two different accounts
 * (issue 40 §3): the ledger's postings show their escrow paying the developer, and the client is
 * not the developer. A contract paid outside the platform (a recorded payment) never is: nobody
 * checked it. The same person acting on both sides with one account (one visitor token, one
 * passkey) is caught by the second test; with two accounts, it costs the tokens that moved.
 */
export async function verifiedContracts(db: Database, contracts: readonly ContractParties[]): Promise<Set<string>> {
  const apart = contracts.filter((c) => c.clientId !== null && c.developerId !== null && c.clientId !== c.developerId);
  return contractsThatPaidTheirDeveloper(db, apart);
}

/**
 * Recomputes a profile's cached rating from its visible client reviews (issue 32 §4: the mean to
 * one decimal, null with none), under the profile's lock so two refreshes never undo each other.
 * `now` decides which reviews show (the reveal pass passes its own clock).
 */
export async function refreshDeveloperRating(tx: Database, profileId: string, now = new Date()): Promise<void> {
  if (!(await lockDeveloperStanding(tx, profileId))) return;
  const rating = await clientRatingOf(tx, profileId, now);
  const byClient = clientRatingOfGroups(rating.clients);
  await setDeveloperStanding(tx, profileId, {
    ratingTenths: rating.tenths,
    ratingCount: rating.count,
    ratingRank: ratingRank({ total: rating.stars, count: rating.count }),
    ratingClients: byClient.count,
    clientRatingMilli: byClient.count === 0 ? null : Math.round((byClient.total / byClient.count) * 1000),
  });
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
  /** The contract's developer account, which its escrow paid (the review counts only if it did). */
  developerId: string | null;
  authorId: string | null;
  authorName: string;
  rating: number;
  text: string;
  createdAt: Date;
  visibleAt: Date;
}

/**
 * Stores revealed client reviews in one statement and refreshes the ratings of the developers
 * they are about, so those numbers come from the rows like every other rating (issue 32 §4),
 * verified from the ledger like every other review (issue 40 §3).
 */
export async function recordPastClientReviews(tx: Database, reviews: PastClientReview[], now = new Date()) {
  const verified = await verifiedContracts(
    tx,
    reviews.map((review) => ({
      contractId: review.contractId,
      clientId: review.authorId,
      developerId: review.developerId,
    })),
  );
  await insertReviews(
    tx,
    reviews.map(({ developerProfileId, developerId: _developerId, ...review }) => ({
      ...review,
      authorRole: 'client' as const,
      subjectProfileId: developerProfileId,
      counted: review.visibleAt <= now,
      paymentVerified: verified.has(review.contractId),
    })),
  );
  const profiles = [...new Set(reviews.map((review) => review.developerProfileId))].sort();
  for (const profileId of profiles) await refreshDeveloperRating(tx, profileId, now);
}
