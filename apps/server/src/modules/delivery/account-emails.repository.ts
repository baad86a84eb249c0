import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountEmails } from './delivery.tables.ts';

export type AccountEmailRow = typeof accountEmails.$inferSelect;

export async function findAccountEmailRow(db: Database, userId: string): Promise<AccountEmailRow | null> {
  const [row] = await db.select().from(accountEmails).where(eq(accountEmails.userId, userId));
  return row ?? null;
}

/**
 * The member's row, created empty when missing, locked until the transaction ends: two requests
 * for a verification mail of one account take turns, so the hourly count cannot be passed by a race.
 */
export async function lockAccountEmailRow(tx: Database, userId: string): Promise<AccountEmailRow> {
  const [row] = await tx
    .insert(accountEmails)
    .values({ userId })
    .onConflictDoUpdate({ target: accountEmails.userId, set: { updatedAt: sql`${accountEmails.updatedAt}` } })
    .returning();
  if (!row) throw new Error('The account email row could not be locked');
  return row;
}

/** A new address waits for its link; the verified one (if any) stays in use meanwhile. */
export async function savePendingEmail(
  tx: Database,
  userId: string,
  pending: { email: string; tokenHash: string; expiresAt: Date },
): Promise<AccountEmailRow | null> {
  const [row] = await tx
    .update(accountEmails)
    .set({
      pendingEmail: pending.email,
      tokenHash: pending.tokenHash,
      tokenExpiresAt: pending.expiresAt,
      updatedAt: sql`now()`,
    })
    .where(eq(accountEmails.userId, userId))
    .returning();
  return row ?? null;
}

/**
 * Confirms the pending address whose link carries this token, in one statement: the token works
 * once (it is cleared) and only before it expires. Null when no pending address matches.
 */
export async function confirmPendingEmail(db: Database, tokenHash: string, now: Date): Promise<AccountEmailRow | null> {
  const [row] = await db
    .update(accountEmails)
    .set({
      email: sql`${accountEmails.pendingEmail}`,
      verifiedAt: now,
      pendingEmail: null,
      tokenHash: null,
      tokenExpiresAt: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(accountEmails.tokenHash, tokenHash),
        gt(accountEmails.tokenExpiresAt, now),
        isNotNull(accountEmails.pendingEmail),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteAccountEmailRow(db: Database, userId: string): Promise<void> {
  await db.delete(accountEmails).where(eq(accountEmails.userId, userId));
}
