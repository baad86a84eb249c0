import { and, asc, desc, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { announceIdentityChange } from './identity-changes.ts';
import type { UserRow } from './users.repository.ts';
import { sessions, users } from './users.tables.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;

export interface SessionWithUser {
  user: UserRow;
  session: Pick<SessionRow, 'id' | 'expiresAt' | 'lastSeenAt'>;
}

/** The one query behind every authenticated request: the session and its (not deleted) user. */
export async function findSessionByTokenHash(db: Database, tokenHash: string): Promise<SessionWithUser | null> {
  const [row] = await db
    .select({ user: users, id: sessions.id, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return null;
  return { user: row.user, session: { id: row.id, expiresAt: row.expiresAt, lastSeenAt: row.lastSeenAt } };
}

/** Records a use; a session that expires gets its end moved to `expiresAt` (anonymous ones stay null). */
export async function touchSession(db: Database, id: string, now: Date, expiresAt: Date): Promise<void> {
  await db
    .update(sessions)
    .set({
      lastSeenAt: now,
      expiresAt: sql`case when ${sessions.expiresAt} is null then null else ${expiresAt.toISOString()}::timestamptz end`,
    })
    .where(eq(sessions.id, id));
}

export async function insertSession(db: Database, session: NewSessionRow): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(session).returning();
  if (!row) throw new Error('Inserting a session returned no row');
  return row;
}

/** Most recently used first. */
export async function listSessionsOfUser(db: Database, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt), asc(sessions.id));
}

export async function deleteSessionOfUser(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  announceIdentityChange(userId);
  return rows.length > 0;
}

export async function deleteOtherSessionsOfUser(db: Database, userId: string, keepId: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  announceIdentityChange(userId);
  return rows.length;
}

export async function deleteSessionsOfUser(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  announceIdentityChange(userId);
}

export async function deleteExpiredSessionsOfUser(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), isNotNull(sessions.expiresAt), lt(sessions.expiresAt, now)));
  announceIdentityChange(userId);
}

/** Every session of the user starts expiring (the account was saved). */
export async function setExpiryOfUserSessions(db: Database, userId: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.userId, userId));
  announceIdentityChange(userId);
}
