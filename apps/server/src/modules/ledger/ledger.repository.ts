import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { ledgerAccounts, ledgerPostings, ledgerTransactions, wallets } from './ledger.tables.ts';

export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type NewAccountRow = typeof ledgerAccounts.$inferInsert;
export type TransactionRow = typeof ledgerTransactions.$inferSelect;
export type NewTransactionRow = typeof ledgerTransactions.$inferInsert;

/** Claims the idempotency key: the new row's id, or null when an earlier operation holds the key. */
export async function insertTransaction(db: Database, row: NewTransactionRow): Promise<string | null> {
  const [inserted] = await db
    .insert(ledgerTransactions)
    .values(row)
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  return inserted?.id ?? null;
}

export async function findTransactionByKey(db: Database, idempotencyKey: string): Promise<TransactionRow | null> {
  const [row] = await db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey))
    .limit(1);
  return row ?? null;
}

export async function ensureAccounts(db: Database, rows: NewAccountRow[]): Promise<void> {
  await db.insert(ledgerAccounts).values(rows).onConflictDoNothing({ target: ledgerAccounts.key });
}

/** Locks the accounts in key order (one fixed order everywhere, so two operations never deadlock). */
export async function lockAccounts(db: Database, keys: string[]): Promise<AccountRow[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.key, keys))
    .orderBy(asc(ledgerAccounts.key))
    .for('update');
}

export async function insertPostings(
  db: Database,
  rows: { transactionId: string; accountId: string; amount: number }[],
) {
  await db.insert(ledgerPostings).values(rows);
}

export async function addToBalance(db: Database, accountId: string, delta: number): Promise<void> {
  await db
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${delta}` })
    .where(eq(ledgerAccounts.id, accountId));
}

export async function balancesByKey(db: Database, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: ledgerAccounts.key, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.key, keys));
  return new Map(rows.map((row) => [row.key, row.balance]));
}

export async function totalEarnedBy(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerTransactions.amount}), 0)::int` })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.type, 'Reward')));
  return row?.total ?? 0;
}

export async function listUserTransactions(
  db: Database,
  userId: string,
  options: { limit: number; cursor: Cursor | null; type?: string },
): Promise<TransactionRow[]> {
  const anchor = options.cursor
    ? sql`(select ${ledgerTransactions.createdAt} from ${ledgerTransactions} where ${ledgerTransactions.id} = ${options.cursor.id})`
    : null;
  return db
    .select()
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.userId, userId),
        options.type ? eq(ledgerTransactions.type, options.type) : undefined,
        anchor && options.cursor
          ? or(
              lt(ledgerTransactions.createdAt, anchor),
              and(eq(ledgerTransactions.createdAt, anchor), lt(ledgerTransactions.id, options.cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
    .limit(options.limit + 1);
}

/** Cached balance against the sum of its postings, for every account (one grouped join). */
export async function accountAudit(db: Database) {
  return db
    .select({
      key: ledgerAccounts.key,
      kind: ledgerAccounts.kind,
      balance: ledgerAccounts.balance,
      posted: sql<number>`coalesce(sum(${ledgerPostings.amount}), 0)::int`,
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerPostings, eq(ledgerPostings.accountId, ledgerAccounts.id))
    .groupBy(ledgerAccounts.id);
}

/** Transactions whose postings do not sum to zero (there should be none). */
export async function unbalancedTransactions(db: Database) {
  return db
    .select({ id: ledgerPostings.transactionId, total: sql<number>`sum(${ledgerPostings.amount})::int` })
    .from(ledgerPostings)
    .groupBy(ledgerPostings.transactionId)
    .having(sql`sum(${ledgerPostings.amount}) <> 0`);
}

export async function countTransactions(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(ledgerTransactions);
  return row?.count ?? 0;
}

/** Sum of balances per account kind. */
export async function totalsByKind(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, total: sql<number>`coalesce(sum(${ledgerAccounts.balance}), 0)::int` })
    .from(ledgerAccounts)
    .groupBy(ledgerAccounts.kind);
  return new Map(rows.map((row) => [row.kind, row.total]));
}

export async function findWallet(db: Database, userId: string) {
  const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId)).limit(1);
  return row ?? null;
}

export async function findWalletByAddress(db: Database, address: string) {
  const [row] = await db
    .select()
    .from(wallets)
    .where(sql`lower(${wallets.address}) = ${address.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function upsertWallet(db: Database, userId: string, address: string): Promise<void> {
  await db
    .insert(wallets)
    .values({ userId, address })
    .onConflictDoUpdate({ target: wallets.userId, set: { address, connectedAt: new Date() } });
}

export async function deleteWallet(db: Database, userId: string): Promise<void> {
  await db.delete(wallets).where(eq(wallets.userId, userId));
}
