import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
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

/** When the session last proved possession of a passkey or a recovery code (null: never, or no such session). */
export async function findSessionReauthenticatedAt(db: Database, id: string): Promise<Date | null> {
  const [row] = await db
    .select({ reauthenticatedAt: sessions.reauthenticatedAt })
    .from(sessions)
    .where(eq(sessions.id, id))
    .limit(1);
  return row?.reauthenticatedAt ?? null;
}

/** False when the user has no session with this id (it ended meanwhile). */
export async function setSessionReauthenticatedAt(
  db: Database,
  userId: string,
  id: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ reauthenticatedAt: at })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
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

/**
 * Why a session was ended by the visitor, for the live streams it had open (migration 0031's
 * trigger announces each ended session; without a reason set, it says `revoked`).
 */
export type SessionEndReason = 'signed_out' | 'revoked';

export async function deleteSessionOfUser(
  db: Database,
  userId: string,
  id: string,
  reason: SessionEndReason = 'revoked',
): Promise<boolean> {
  const remove = (target: Database) =>
    target
      .delete(sessions)
      .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
      .returning({ id: sessions.id });
  const rows =
    reason === 'revoked'
      ? await remove(db)
      : await db.transaction(async (tx) => {
          // Read by the trigger at commit, in this transaction only.
          await tx.execute(sql`select set_config('app.session_end_reason', ${reason}, true)`);
          return remove(tx as unknown as Database);
        });
  announceIdentityChange(userId);
  return rows.length > 0;
}

/** Of `ids`, the sessions that are still live: not ended, not expired, their user not deleted. */
export async function selectLiveSessionIds(db: Database, ids: string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, ids),
        isNull(users.deletedAt),
        or(isNull(sessions.expiresAt), gt(sessions.expiresAt, now)),
      ),
    );
  return new Set(rows.map((row) => row.id));
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
