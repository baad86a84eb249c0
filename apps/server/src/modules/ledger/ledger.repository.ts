import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { ledgerAccounts, ledgerPostings, ledgerTransactions, wallets } from './ledger.tables.ts';

export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type NewAccountRow = typeof ledgerAccounts.$inferInsert;
export type TransactionRow = typeof ledgerTransactions.$inferSelect;
export type NewTransactionRow = typeof ledgerTransactions.$inferInsert;

/** Claims the idempotency key: the new row's id, or null when an earlier operation holds the key. */
/** The new transaction; null when its idempotency key was already used. */
export async function insertTransaction(db: Database, row: NewTransactionRow): Promise<TransactionRow | null> {
  const [inserted] = await db
    .insert(ledgerTransactions)
    .values(row)
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning();
  return inserted ?? null;
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

/** Moves each account's cached balance by its delta, all in one statement. */
export async function addToBalances(db: Database, deltas: { accountId: string; delta: number }[]): Promise<void> {
  if (deltas.length === 0) return;
  const values = sql.join(
    deltas.map(({ accountId, delta }) => sql`(${accountId}::uuid, ${delta}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${ledgerAccounts} set ${sql.identifier(ledgerAccounts.balance.name)} = ${ledgerAccounts.balance} + moved.delta
    from (values ${values}) as moved(account_id, delta)
    where ${ledgerAccounts.id} = moved.account_id`);
}

export interface WalletFigures {
  available: number;
  staked: number;
  totalEarned: number;
  address: string | null;
}

/**
 * A visitor's wallet in one statement: the cached balances of their two accounts, what they earned
 * in rewards (ledger_transactions_rewards_idx) and their payout address.
 */
export async function findWalletFigures(
  db: Database,
  userId: string,
  accounts: { available: string; staked: string },
): Promise<WalletFigures> {
  const balanceOf = (key: string) =>
    sql<number>`(select ${ledgerAccounts.balance} from ${ledgerAccounts} where ${ledgerAccounts.key} = ${key})`;
  const [row] = await db
    .select({
      available: balanceOf(accounts.available),
      staked: balanceOf(accounts.staked),
      totalEarned: sql<number>`(select coalesce(sum(${ledgerTransactions.amount}), 0)::int from ${ledgerTransactions}
        where ${ledgerTransactions.userId} = ${userId} and ${ledgerTransactions.type} = 'Reward')`,
      address: sql<string | null>`(select ${wallets.address} from ${wallets} where ${wallets.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  return {
    available: Number(row?.available ?? 0),
    staked: Number(row?.staked ?? 0),
    totalEarned: Number(row?.totalEarned ?? 0),
    address: row?.address ?? null,
  };
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
