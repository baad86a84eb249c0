import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recoveryCodes } from './accounts.tables.ts';

/** The user's codes become exactly these (hashes): every earlier code, used or not, stops working. */
export async function replaceRecoveryCodes(db: Database, userId: string, codeHashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks the code used, once: a second attempt with it (even a concurrent one) finds nothing. */
export async function spendRecoveryCode(
  db: Database,
  codeHash: string,
  now: Date,
): Promise<{ userId: string; codeHash: string } | null> {
  const [row] = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ userId: recoveryCodes.userId, codeHash: recoveryCodes.codeHash });
  return row ?? null;
}

export async function countUnusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.total ?? 0;
}

export async function deleteRecoveryCodesOfUser(db: Database, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
