import {
  maskIban,
  type PayoutDetails,
  type PayoutDetailsBodySchema,
} from '@app/shared/payments/payout-details.schemas';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { users } from '../users/users.tables.ts';
import { payoutDetails } from './payout-details.tables.ts';
import { requireRecentSignIn } from './reauthentication.service.ts';

type Row = typeof payoutDetails.$inferSelect;

function toPayoutDetails(row: Row): PayoutDetails {
  return {
    accountHolder: row.accountHolder,
    ibanMasked: maskIban(row.iban),
    country: row.iban.slice(0, 2),
    bic: row.bic,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/account/payout-details: the member's own, masked; null until saved. */
export async function getPayoutDetails(db: Database, userId: string): Promise<PayoutDetails | null> {
  const [row] = await db.select().from(payoutDetails).where(eq(payoutDetails.userId, userId)).limit(1);
  return row ? toPayoutDetails(row) : null;
}

/** A member as a payout batch needs them: their name and, once saved, their account in full. */
export interface PayoutAccount {
  userId: string;
  name: string;
  account: { accountHolder: string; iban: string; bic: string | null } | null;
}

/**
 * Where to pay each of these members (payments/payouts, issue 42), in one query: the full IBAN, for
 * the bank file only; it never goes back to a browser.
 */
export async function listPayoutAccountsOf(db: Database, userIds: readonly string[]): Promise<PayoutAccount[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      accountHolder: payoutDetails.accountHolder,
      iban: payoutDetails.iban,
      bic: payoutDetails.bic,
    })
    .from(users)
    .leftJoin(payoutDetails, eq(payoutDetails.userId, users.id))
    .where(inArray(users.id, [...userIds]));
  return rows.map(({ userId, name, accountHolder, iban, bic }) => ({
    userId,
    name,
    account: accountHolder !== null && iban !== null ? { accountHolder, iban, bic } : null,
  }));
}

/**
 * PUT /api/account/payout-details. The first save needs nothing more than the session; changing
 * details already saved, on a saved account, needs a recent sign-in (403 `reauthentication_required`),
 * as a passkey change does: whoever holds a stolen session must not redirect a developer's pay.
 * The row is locked while the guard runs, so two changes run one after the other.
 */
export async function savePayoutDetails(
  db: Database,
  userId: string,
  sessionId: string,
  body: z.output<typeof PayoutDetailsBodySchema>,
): Promise<PayoutDetails> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(payoutDetails).where(eq(payoutDetails.userId, userId)).for('update');
    if (current) await requireRecentSignIn(tx, userId, sessionId);
    const values = { accountHolder: body.accountHolder, iban: body.iban, bic: body.bic ?? null, updatedAt: new Date() };
    const [row] = await tx
      .insert(payoutDetails)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: payoutDetails.userId, set: values })
      .returning();
    if (!row) throw new Error('Saving payout details returned no row');
    return toPayoutDetails(row);
  });
}

/** An account deletion's part (account-data.service.ts): the payout details go with the account. */
export async function deletePayoutDetailsOf(db: Database, userId: string): Promise<void> {
  await db.delete(payoutDetails).where(eq(payoutDetails.userId, userId));
}
