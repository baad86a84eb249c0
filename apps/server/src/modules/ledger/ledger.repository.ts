import type { AccountKind } from '@app/shared/ledger/ledger.constants';
import type { LedgerCurrency } from '@app/shared/money/currencies';
import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import type { ClaimRef } from '../idempotency/idempotency.repository.ts';
import { ledgerAccounts, ledgerPostings, ledgerTransactions, wallets } from './ledger.tables.ts';

export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type NewAccountRow = typeof ledgerAccounts.$inferInsert;
export type TransactionRow = typeof ledgerTransactions.$inferSelect;
export type NewTransactionRow = typeof ledgerTransactions.$inferInsert;

/** An account an operation touches, with its net change (created if missing). */
export interface OperationAccount {
  key: string;
  kind: AccountKind;
  userId: string | null;
  bountyId: string | null;
  delta: number;
}

/** What a visitor earned in tokens: bounty rewards and contract payments (ledger_transactions_earned_idx). */
const totalEarnedOf = (userId: string) =>
  sql<number>`(select coalesce(sum(${ledgerTransactions.amount}), 0)::int from ${ledgerTransactions}
    where ${ledgerTransactions.userId} = ${userId} and ${ledgerTransactions.earned}
      and ${ledgerTransactions.currency} = 'TOKENS')`;

const addressOf = (userId: string) =>
  sql<string | null>`(select ${wallets.address} from ${wallets} where ${wallets.userId} = ${userId})`;

export type PostedOperation =
  | {
      outcome: 'posted' | 'replayed';
      transaction: TransactionRow;
      /** The balance of each of the operation's accounts after it, by key. */
      balances: Map<string, number>;
      /** `earningsOf`'s total earned and payout address, when asked. */
      earnings: Pick<WalletFigures, 'totalEarned' | 'address'> | null;
    }
  | { outcome: 'insufficient' | 'supply'; key: string; balance: number };

/**
 * One call of migration 0042's post_operation: claims the key, creates and locks the accounts in
 * key order, checks the balances, writes the postings and moves the cached balances, or answers
 * why not (see migrations 0021, 0023, 0041 and 0042). In the caller's transaction; or, with `claim`, on its
 * own: it then marks that keyed request's claim committed in the same statement (SQLSTATE 'IK409'
 * when a retry took the claim over, and nothing is written).
 */
export async function postOperationRows(
  db: Database,
  operation: {
    transaction: Omit<NewTransactionRow, 'id'>;
    accounts: OperationAccount[];
    movements: { from: string; to: string; amount: number }[];
    mintFloor: number;
    claim: ClaimRef | null;
    /** Also read this visitor's earnings and payout address, in the same statement. */
    earningsOf: string | null;
  },
): Promise<PostedOperation> {
  const { transaction: t, claim, earningsOf } = operation;
  const earnings = earningsOf
    ? sql`${totalEarnedOf(earningsOf)} as total_earned, ${addressOf(earningsOf)} as address`
    : sql`null::int as total_earned, null::text as address`;
  const result = (await db.execute(sql`
    select outcome, t_id, t_created_at, t_type, t_user_id, t_amount, t_direction, t_description,
      refused_key, refused_balance, balances, ${earnings}
    from post_operation(
      ${t.idempotencyKey}, ${t.type}, ${t.userId ?? null}::uuid, ${t.amount}::int, ${t.direction ?? null}::text,
      ${t.description}, ${t.createdAt?.toISOString() ?? null}::timestamptz, ${JSON.stringify(operation.accounts)}::jsonb,
      ${JSON.stringify(operation.movements)}::jsonb, ${operation.mintFloor}::int,
      ${claim?.userId ?? null}::uuid, ${claim?.key ?? null}::text, ${claim?.claimId ?? null}::uuid,
      ${t.earned ?? false}::boolean, ${t.currency ?? 'TOKENS'}::text)`)) as unknown as {
    rows: {
      outcome: PostedOperation['outcome'];
      t_id: string;
      t_created_at: Date | string;
      t_type: string;
      t_user_id: string | null;
      t_amount: number;
      t_direction: 'in' | 'out' | null;
      t_description: string;
      refused_key: string;
      refused_balance: number;
      balances: Record<string, number> | null;
      total_earned: number | null;
      address: string | null;
    }[];
  };
  const [row] = result.rows;
  if (!row) throw new Error('Posting a ledger operation returned no row');
  if (row.outcome === 'insufficient' || row.outcome === 'supply') {
    return { outcome: row.outcome, key: row.refused_key, balance: Number(row.refused_balance) };
  }
  return {
    outcome: row.outcome,
    transaction: {
      id: row.t_id,
      idempotencyKey: t.idempotencyKey,
      type: row.t_type,
      userId: row.t_user_id,
      amount: Number(row.t_amount),
      currency: t.currency ?? 'TOKENS',
      direction: row.t_direction,
      description: row.t_description,
      earned: t.earned ?? false,
      createdAt: new Date(row.t_created_at),
    },
    balances: new Map(Object.entries(row.balances ?? {}).map(([key, balance]) => [key, Number(balance)])),
    earnings: earningsOf ? { totalEarned: Number(row.total_earned ?? 0), address: row.address } : null,
  };
}

export interface WalletFigures {
  available: number;
  staked: number;
  totalEarned: number;
  address: string | null;
}

/**
 * A visitor's wallet in one statement: the cached balances of their two accounts, what they earned
 * (ledger_transactions_earned_idx) and their payout address.
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
      totalEarned: totalEarnedOf(userId),
      address: addressOf(userId),
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
        // The token wallet's history; what the platform owes a member in a currency is on Earnings.
        eq(ledgerTransactions.currency, 'TOKENS'),
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
      currency: ledgerAccounts.currency,
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

/** Postings on an account whose currency is not its transaction's (there should be none). */
export async function postingsInAnotherCurrency(db: Database) {
  return db
    .select({ key: ledgerAccounts.key, transactionId: ledgerPostings.transactionId, amount: ledgerPostings.amount })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(sql`${ledgerAccounts.currency} <> ${ledgerTransactions.currency}`)
    .limit(100);
}

export async function countTransactions(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(ledgerTransactions);
  return row?.count ?? 0;
}

/** Sum of the token accounts' balances per account kind (a currency's escrows are not tokens). */
export async function totalsByKind(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, total: sql<number>`coalesce(sum(${ledgerAccounts.balance}), 0)::int` })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.currency, 'TOKENS'))
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

/**
 * Of these (escrow account, receiving account) pairs, the escrow keys that paid that account at
 * least once: a posting out of the escrow in a transaction that credits the receiver (issue 40 §3).
 * `owedStem` names the receiver in a currency: the escrow's own currency completes it (`owed:<user>:`
 * + `EUR`), so a contract held in escrow by the platform counts once its developer is owed the release.
 */
export async function findEscrowsThatPaid(
  db: Database,
  pairs: readonly { escrowKey: string; toKey: string; owedStem: string }[],
): Promise<string[]> {
  if (pairs.length === 0) return [];
  const column = (values: string[]) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::text[]`;
  const result = (await db.execute(sql`
    select distinct wanted.escrow_key
    from unnest(${column(pairs.map((pair) => pair.escrowKey))}, ${column(pairs.map((pair) => pair.toKey))},
      ${column(pairs.map((pair) => pair.owedStem))}) as wanted(escrow_key, to_key, owed_stem)
    join ledger_accounts escrow on escrow.key = wanted.escrow_key
    join ledger_postings paid on paid.account_id = escrow.id and paid.amount < 0
    join ledger_postings received on received.transaction_id = paid.transaction_id and received.amount > 0
    join ledger_accounts receiver on receiver.id = received.account_id
      and receiver.key in (wanted.to_key, wanted.owed_stem || escrow.currency)`)) as unknown as {
    rows: { escrow_key: string }[];
  };
  return result.rows.map((row) => row.escrow_key);
}

/** Every member the platform owes in `currency`, above zero, largest first (a payout batch, issue 42). */
export async function findOwedInCurrency(
  db: Database,
  currency: LedgerCurrency,
): Promise<{ userId: string; amount: number }[]> {
  const rows = await db
    .select({ userId: ledgerAccounts.userId, amount: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'owed'), eq(ledgerAccounts.currency, currency), gt(ledgerAccounts.balance, 0)))
    .orderBy(desc(ledgerAccounts.balance), asc(ledgerAccounts.key));
  return rows.flatMap((row) => (row.userId ? [{ userId: row.userId, amount: row.amount }] : []));
}

/** What the platform owes `userId` in each currency, above zero (issue 42): a release or a refund not yet paid out. */
export async function findOwedBalances(db: Database, userId: string): Promise<{ currency: string; amount: number }[]> {
  return db
    .select({ currency: ledgerAccounts.currency, amount: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'owed'), gt(ledgerAccounts.balance, 0)))
    .orderBy(asc(ledgerAccounts.currency));
}

export interface OwedPostingRow {
  transactionId: string;
  createdAt: Date;
  idempotencyKey: string;
  description: string;
  currency: string;
  /** Into (+) or out of (−) what the platform owes the member. */
  amount: number;
  /** The platform's fee booked by the same transaction (a release's), else 0. */
  fee: number;
  earned: boolean;
}

/** Every movement of what the platform owes `userId`, in every currency, oldest first (one query). */
export async function findOwedPostings(db: Database, userId: string): Promise<OwedPostingRow[]> {
  const result = (await db.execute(sql`
    select t.id as transaction_id, t.created_at, t.idempotency_key, t.description, a.currency, p.amount, t.earned,
      coalesce((select sum(fee.amount) from ledger_postings fee
        join ledger_accounts revenue on revenue.id = fee.account_id and revenue.kind = 'revenue'
        where fee.transaction_id = t.id), 0)::int as fee
    from ledger_accounts a
    join ledger_postings p on p.account_id = a.id
    join ledger_transactions t on t.id = p.transaction_id
    where a.user_id = ${userId} and a.kind = 'owed'
    order by t.created_at, t.id`)) as unknown as {
    rows: {
      transaction_id: string;
      created_at: Date | string;
      idempotency_key: string;
      description: string;
      currency: string;
      amount: number;
      earned: boolean;
      fee: number;
    }[];
  };
  return result.rows.map((row) => ({
    transactionId: row.transaction_id,
    createdAt: new Date(row.created_at),
    idempotencyKey: row.idempotency_key,
    description: row.description,
    currency: row.currency,
    amount: Number(row.amount),
    fee: Number(row.fee),
    earned: row.earned,
  }));
}
