import type { PageQuery } from '@app/shared/api/pagination.schemas';
import { MEMBER_MESSAGES, MEMBER_REVIEWS_SHOWN } from '@app/shared/members/members.constants';
import type { Member, UpdateMemberProfileBody } from '@app/shared/members/members.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { toReview } from '../reviews/reviews.service.ts';
import { findLiveUser } from '../users/users.service.ts';
import {
  deleteMemberProfile,
  findMemberPage,
  listRevealedReviewsOfClient,
  upsertMemberProfile,
} from './members.repository.ts';

/**
 * A member's public page (issue 41 §2): their name, what they say about themselves, their counts
 * as a client and the developers' revealed reviews of them. 404 for an unknown or deleted member.
 */
export async function getMember(db: Database, id: string, now = new Date()): Promise<Member> {
  const row = await findMemberPage(db, id);
  if (!row) throw notFound(MEMBER_MESSAGES.notFound);
  const first = await listRevealedReviewsOfClient(db, id, { cursor: null, limit: MEMBER_REVIEWS_SHOWN, now });
  const page = toPage(first.reviews, MEMBER_REVIEWS_SHOWN);
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatarSeed,
    company: row.company,
    location: row.location,
    timeZone: row.timeZone,
    about: row.about,
    memberSince: row.createdAt.toISOString(),
    savedAccount: row.savedAccount,
    counts: { jobsPosted: row.jobsPosted, hires: row.hires, contractsCompleted: row.contractsCompleted },
    reviews: page.items.map(toReview),
    reviewCount: first.total,
    reviewsNextCursor: page.nextCursor,
  };
}

/** The page of the member's revealed reviews after the cursor ("Show more reviews"); 404 as getMember. */
export async function listMemberReviews(db: Database, id: string, query: PageQuery, now = new Date()) {
  const cursor = decodeCursor(query.cursor);
  if (!(await findLiveUser(db, id))) throw notFound(MEMBER_MESSAGES.notFound);
  const rows = await listRevealedReviewsOfClient(db, id, { cursor, limit: query.limit, now });
  const page = toPage(rows.reviews, query.limit);
  return { reviews: page.items.map(toReview), nextCursor: page.nextCursor };
}

/** The visitor's own fields on their page; answers the page as it now reads. */
export async function updateMyMemberProfile(db: Database, visitor: User, body: UpdateMemberProfileBody) {
  await upsertMemberProfile(db, visitor.id, body);
  return getMember(db, visitor.id);
}

/** What the account's deletion removes of this module (account-data.service.ts deleteAccount). */
export async function removeMemberProfileOf(db: Database, userId: string): Promise<void> {
  await deleteMemberProfile(db, userId);
}
