import { randomBytes } from 'node:crypto';
import { DELETED_MEMBER_NAME } from '@app/shared/accounts/accounts.constants';
import {
  DEFAULT_VISITOR_NAME,
  DEFAULT_VISITOR_REPUTATION,
  type UpdateUserBody,
  type User,
} from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import {
  addReputation,
  anonymizeUser,
  findUserByHandle,
  findUserById,
  insertUserWithSession,
  listUsers as listUserRows,
  lockUser,
  lockUserIfPresent,
  type UserRow,
  updateUserProfile,
  upsertUsersByHandle,
} from './users.repository.ts';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    handle: row.handle,
    avatar: row.avatarSeed,
    reputation: row.reputation,
    isAI: row.isAi,
    bio: row.bio,
    createdAt: row.createdAt.toISOString(),
    hasDisplayName: row.nameChosenAt !== null,
  };
}

/**
 * Creates an anonymous visitor (part-1 §6: 'Community Member', reputation 150) and its token. The
 * session never expires (issue 21: anonymous tokens work as before) until the account is saved.
 */
export async function createVisitorSession(db: Database, deviceLabel = ''): Promise<{ token: string; user: User }> {
  const token = generateToken();
  const row = await insertUserWithSession(
    db,
    {
      name: DEFAULT_VISITOR_NAME,
      reputation: DEFAULT_VISITOR_REPUTATION,
      avatarSeed: randomBytes(6).toString('hex'),
    },
    { tokenHash: hashToken(token), deviceLabel },
  );
  return { token, user: toUser(row) };
}

/** Locks the user's row for the rest of the transaction (null when there is no such user). */
export async function lockUserForUpdate(db: Database, id: string): Promise<{ isDeleted: boolean } | null> {
  const row = await lockUser(db, id);
  return row ? { isDeleted: row.deletedAt !== null } : null;
}

/**
 * True when the member deleted their account (or there is no such user): what is aimed at them is
 * answered 409 MEMBER_LEFT_MESSAGE (issue 35). The row stays locked against a deletion until the
 * caller's transaction ends, so nothing new reaches a member whose deletion commits meanwhile.
 */
export async function hasLeftPlatform(db: Database, id: string): Promise<boolean> {
  const row = await lockUserIfPresent(db, id);
  return !row || row.deletedAt !== null;
}

/**
 * A deleted account (issue 21): the row stays so questions, answers and jobs keep an author, now
 * shown as "Deleted member" with a neutral avatar, no handle and no bio.
 */
export async function anonymizeDeletedUser(db: Database, id: string): Promise<void> {
  await anonymizeUser(db, id, { name: DELETED_MEMBER_NAME, avatarSeed: 'deleted-member', bio: '' });
}

/** The user, unless there is none or the account was deleted. */
export async function findLiveUser(db: Database, id: string): Promise<User | null> {
  const row = await findUserById(db, id);
  return row && row.deletedAt === null ? toUser(row) : null;
}

export async function getUser(db: Database, id: string): Promise<User> {
  const row = await findUserById(db, id);
  if (!row) throw notFound('No user with this id.');
  return toUser(row);
}

/** Visitors edit only themselves (DESIGN.md §4: authors own their content). */
export async function assertOwnUser(db: Database, actor: User, id: string): Promise<void> {
  if (actor.id === id) return;
  await getUser(db, id);
  throw forbidden('You can only edit your own profile.');
}

/** The avatar seed and bio; a name goes through accounts/display-name.service.ts. */
export async function updateUser(
  db: Database,
  actor: User,
  id: string,
  changes: Omit<UpdateUserBody, 'name'>,
): Promise<User> {
  await assertOwnUser(db, actor, id);
  const row = await updateUserProfile(db, id, { avatarSeed: changes.avatar, bio: changes.bio });
  if (!row) throw notFound('No user with this id.');
  return toUser(row);
}

export async function listUsers(db: Database, query: { q?: string; limit: number; cursor?: string }) {
  const rows = await listUserRows(db, { search: query.q, cursor: decodeCursor(query.cursor), limit: query.limit });
  const page = toPage(rows, query.limit);
  return {
    users: page.items.map(toUser),
    nextCursor: page.nextCursor,
  };
}

/** Reputation moves only for people: AI-authored posts never change anyone's reputation. */
export async function adjustReputation(db: Database, userId: string, delta: number): Promise<void> {
  await addReputation(db, userId, delta);
}

/** The user an AI persona posts as; created on first use when the database was not seeded. */
export async function getPersonaUser(db: Database, persona: { handle: string; name: string }): Promise<User> {
  const existing = await findUserByHandle(db, persona.handle);
  if (existing) return toUser(existing);
  await upsertUsersByHandle(db, [
    { name: persona.name, handle: persona.handle, avatarSeed: `ai-${persona.handle}`, reputation: 1000, isAi: true },
  ]);
  const created = await findUserByHandle(db, persona.handle);
  if (!created) throw new Error(`Could not create the AI persona ${persona.handle}`);
  return toUser(created);
}
