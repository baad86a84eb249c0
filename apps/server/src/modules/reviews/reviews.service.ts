import type { PageQuery } from '@app/shared/api/pagination.schemas';
import { reviewRevealAt } from '@app/shared/contracts/contract-rules';
import { CONTRACT_MESSAGES, REVIEW_REVEAL_DAYS } from '@app/shared/contracts/contracts.constants';
import type { Review } from '@app/shared/contracts/contracts.schemas';
import type { CreateReviewBody } from '@app/shared/contracts/reviews.schemas';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { getDeveloper } from '../developers/developers.service.ts';
import { refreshDeveloperRating, verifiedContracts } from './review-standing.service.ts';
import {
  findContractIdsReviewedBy,
  insertReview,
  listReviewsOfContract,
  listVisibleClientReviews,
  lockReviewsOfContract,
  type ReviewRow,
  showReviewsOfContract,
} from './reviews.repository.ts';

/** What writeReview needs of a completed contract (the contracts module hands it over). */
export interface ReviewedContract {
  contractId: string;
  contractTitle: string;
  completedAt: Date;
  /** Whose rating a client's review counts toward; null when the profile is gone. */
  developerProfileId: string | null;
  /** The two accounts: a review counts only when the contract's escrow paid one from the other. */
  clientId: string | null;
  developerId: string | null;
}

export interface ReviewAuthor {
  userId: string;
  name: string;
  role: 'client' | 'developer';
}

export interface ContractReviews {
  mine: Review | null;
  theirs: Review | null;
  theirsWritten: boolean;
  revealAt: string | null;
}

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    contractId: row.contractId,
    contractTitle: row.contractTitle,
    rating: row.rating,
    text: row.text,
    authorRole: row.authorRole,
    authorName: row.authorName,
    paymentVerified: row.paymentVerified,
    createdAt: row.createdAt.toISOString(),
  };
}

const isVisible = (row: ReviewRow, now: Date) => row.visibleAt !== null && row.visibleAt <= now;

/**
 * The author's one review of a completed contract (issue 32 §4), in the caller's transaction.
 * Double-blind: it shows when the other side's review is in (then both show now), else on the
 * reveal date, completion + REVIEW_REVEAL_DAYS (at once when that has passed). A client review
 * that shows now is counted into the developer's rating here; later ones by revealDueReviews;
 * either only when the platform verified the contract's payment (issue 40 §3).
 * 409 on a second review by the same side.
 */
export async function writeReview(
  tx: Database,
  contract: ReviewedContract,
  author: ReviewAuthor,
  body: CreateReviewBody,
  now = new Date(),
): Promise<Review> {
  await lockReviewsOfContract(tx, contract.contractId);
  const existing = await listReviewsOfContract(tx, contract.contractId);
  if (existing.some((row) => row.authorRole === author.role)) throw conflict(CONTRACT_MESSAGES.alreadyReviewed);
  const otherIsIn = existing.length > 0;
  // Read from the ledger now: a review follows completion, so every release has been posted.
  const verified = await verifiedContracts(tx, [contract]);
  const visibleAt = otherIsIn ? now : reviewRevealAt(contract.completedAt, REVIEW_REVEAL_DAYS);
  const inserted = await insertReview(tx, {
    contractId: contract.contractId,
    authorId: author.userId,
    authorRole: author.role,
    authorName: author.name,
    subjectProfileId: author.role === 'client' ? contract.developerProfileId : null,
    contractTitle: contract.contractTitle,
    rating: body.rating,
    text: body.text,
    visibleAt,
    counted: visibleAt <= now,
    paymentVerified: verified.has(contract.contractId),
  });
  // The unique index is the backstop should the lock ever be bypassed.
  if (!inserted) throw conflict(CONTRACT_MESSAGES.alreadyReviewed);
  const rows = otherIsIn ? await showReviewsOfContract(tx, contract.contractId, now) : [inserted];
  const clientReview = rows.find((row) => row.authorRole === 'client');
  if (contract.developerProfileId && clientReview && isVisible(clientReview, now)) {
    await refreshDeveloperRating(tx, contract.developerProfileId, now);
  }
  return toReview(rows.find((row) => row.id === inserted.id) ?? inserted);
}

/**
 * The reviews part of a contract page. A party sees their own review, and the other's once it
 * shows; `theirsWritten` tells that it is in while hidden. The admin is no party: `mine` is null
 * and `theirs` is the client's review of the developer once it shows (what the public sees).
 * `revealAt` is when the earliest hidden review shows (null when none is hidden).
 */
export async function readContractReviews(
  db: Database,
  contractId: string,
  viewerRole: 'client' | 'developer' | 'admin',
  now = new Date(),
): Promise<ContractReviews> {
  const rows = await listReviewsOfContract(db, contractId);
  const theirRole = viewerRole === 'client' ? 'developer' : 'client';
  const mine = viewerRole === 'admin' ? undefined : rows.find((row) => row.authorRole === viewerRole);
  const theirs = rows.find((row) => row.authorRole === theirRole);
  const hidden = rows.filter((row) => row.visibleAt !== null && row.visibleAt > now);
  const earliest = hidden.reduce<Date | null>(
    (soonest, row) => (row.visibleAt && (!soonest || row.visibleAt < soonest) ? row.visibleAt : soonest),
    null,
  );
  return {
    mine: mine ? toReview(mine) : null,
    theirs: theirs && isVisible(theirs, now) ? toReview(theirs) : null,
    theirsWritten: theirs !== undefined,
    revealAt: earliest?.toISOString() ?? null,
  };
}

/** Of these contracts, the ones the user has reviewed (one query for a whole list). */
export async function contractsReviewedBy(db: Database, userId: string, contractIds: string[]): Promise<Set<string>> {
  return new Set(await findContractIdsReviewedBy(db, userId, contractIds));
}

/** A developer's visible client reviews, newest first, in cursor pages; 404 for an unknown profile. */
export async function listDeveloperReviews(db: Database, profileId: string, query: PageQuery, now = new Date()) {
  await getDeveloper(db, profileId);
  const rows = await listVisibleClientReviews(db, profileId, {
    cursor: decodeCursor(query.cursor),
    limit: query.limit,
    now,
  });
  const page = toPage(rows, query.limit);
  return { reviews: page.items.map(toReview), nextCursor: page.nextCursor };
}
