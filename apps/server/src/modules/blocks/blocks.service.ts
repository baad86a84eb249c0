import type { PageQuery } from '@app/shared/api/pagination.schemas';
import { BLOCK_MESSAGES, BLOCKED_MESSAGE } from '@app/shared/members/blocks.constants';
import type { BlockedMember, ListBlocksResponse } from '@app/shared/members/blocks.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { findLiveUser } from '../users/users.service.ts';
import {
  type BlockRow,
  deleteBlock,
  deleteBlocksOf,
  hasBlock,
  insertBlock,
  listBlockRows,
} from './blocks.repository.ts';

async function requireOtherMember(db: Database, visitor: User, memberId: string): Promise<void> {
  if (memberId === visitor.id) throw conflict(BLOCK_MESSAGES.self);
  if (!(await findLiveUser(db, memberId))) throw notFound(BLOCK_MESSAGES.notFound);
}

/** Blocks a member (issue 41 §5): idempotent, answers the state. */
export async function blockMember(db: Database, visitor: User, memberId: string): Promise<{ blocked: boolean }> {
  await requireOtherMember(db, visitor, memberId);
  await insertBlock(db, visitor.id, memberId);
  return { blocked: true };
}

/** Unblocks a member: idempotent, answers the state. */
export async function unblockMember(db: Database, visitor: User, memberId: string): Promise<{ blocked: boolean }> {
  await requireOtherMember(db, visitor, memberId);
  await deleteBlock(db, visitor.id, memberId);
  return { blocked: false };
}

/**
 * Throws 403 `message` (BLOCKED_MESSAGE unless told) when `recipientId` blocks `authorId`: what the
 * messages, invitations and applications services ask before anything reaches the recipient.
 */
export async function refuseIfBlocked(
  db: Database,
  recipientId: string,
  authorId: string,
  message: string = BLOCKED_MESSAGE,
): Promise<void> {
  if (await hasBlock(db, recipientId, authorId)) throw forbidden(message);
}

function toBlockedMember(row: BlockRow): BlockedMember {
  return {
    member: { id: row.blockedId, name: row.name, avatar: row.avatarSeed },
    blockedAt: row.createdAt.toISOString(),
  };
}

export async function listMyBlocks(
  db: Database,
  visitor: User,
  query: PageQuery,
): Promise<Omit<ListBlocksResponse, 'success'>> {
  const rows = await listBlockRows(db, visitor.id, { cursor: decodeCursor(query.cursor), limit: query.limit });
  const page = toPage(rows, query.limit, (row) => ({ value: Number(row.micros), id: row.blockedId }));
  return { blocks: page.items.map(toBlockedMember), nextCursor: page.nextCursor };
}

/** A departing member's blocks, given and received, go with them (account-data.policy.ts). */
export function forgetBlocksOf(db: Database, userId: string): Promise<void> {
  return deleteBlocksOf(db, userId);
}
