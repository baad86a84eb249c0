import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passkeys } from './accounts.tables.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type NewPasskeyRow = typeof passkeys.$inferInsert;

export async function listPasskeysOfUser(db: Database, userId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function countPasskeysOfUser(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.total ?? 0;
}

export async function findPasskeyByCredentialId(db: Database, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row ?? null;
}

/** Null when this credential is already saved (to this account or, impossibly, another). */
export async function insertPasskey(db: Database, passkey: NewPasskeyRow): Promise<PasskeyRow | null> {
  // No exception for a duplicate: inside a transaction PostgreSQL would abort the whole of it.
  const [row] = await db
    .insert(passkeys)
    .values(passkey)
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  return row ?? null;
}

export async function renamePasskeyOfUser(
  db: Database,
  userId: string,
  id: string,
  name: string,
): Promise<PasskeyRow | null> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deletePasskeyOfUser(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/**
 * Records a sign-in: the new counter, only if the stored one is still the one the signature was
 * checked against (two sign-ins racing with the same counter: one of them loses).
 */
export async function recordPasskeyUse(
  db: Database,
  id: string,
  checkedCounter: number,
  changes: { counter: number; backedUp: boolean; lastUsedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set(changes)
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, checkedCounter)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function deletePasskeysOfUser(db: Database, userId: string): Promise<void> {
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
}
