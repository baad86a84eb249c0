import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { announceIdentityChange } from './identity-changes.ts';
import { sessions, users } from './users.tables.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function insertUserWithSession(
  db: Database,
  user: NewUserRow,
  session: { tokenHash: string; deviceLabel: string },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(user).returning();
    if (!row) throw new Error('Inserting a user returned no row');
    await tx.insert(sessions).values({ userId: row.id, ...session });
    return row;
  });
}

export async function insertUser(db: Database, user: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('Inserting a user returned no row');
  return row;
}

export async function upsertUsersByHandle(db: Database, rows: NewUserRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(users).values(rows).onConflictDoNothing({ target: users.handle });
}

export async function findUserByHandle(db: Database, handle: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.handle, handle)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function updateUserProfile(
  db: Database,
  id: string,
  changes: Partial<Pick<UserRow, 'name' | 'nameChosenAt' | 'avatarSeed' | 'bio'>>,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  announceIdentityChange(id);
  return row ?? null;
}

export async function addReputation(db: Database, id: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await db
    .update(users)
    .set({ reputation: sql`${users.reputation} + ${delta}` })
    .where(eq(users.id, id));
  announceIdentityChange(id);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Newest first; `search` matches names case-insensitively. */
export async function listUsers(db: Database, options: { search?: string; cursor: Cursor | null; limit: number }) {
  const conditions = [];
  if (options.search) conditions.push(ilike(users.name, `%${escapeLike(options.search)}%`));
  if (options.cursor) {
    conditions.push(
      sql`(${users.createdAt}, ${users.id}) < (select created_at, id from users where id = ${options.cursor.id})`,
    );
  }
  return db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(options.limit + 1);
}

/** Locks the user's row until the transaction ends: one account change at a time per user. */
export async function lockUser(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

/**
 * Whether the user's account was deleted, reading its row under a key-share lock held to the end
 * of the transaction: a deletion in flight (which holds the row `for update`) is waited for and its
 * outcome read, and a deletion that starts later waits for this transaction. Null without a row.
 */
export async function lockUserIfPresent(db: Database, id: string): Promise<{ deletedAt: Date | null } | null> {
  const [row] = await db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, id)).for('key share');
  return row ?? null;
}

/** The row stays, so content keeps its author; everything that named the person goes. */
export async function anonymizeUser(
  db: Database,
  id: string,
  fields: Pick<UserRow, 'name' | 'avatarSeed' | 'bio'>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...fields, handle: null, deletedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, id));
  announceIdentityChange(id);
}
