import { ACCOUNT_KINDS } from '@app/shared/ledger/ledger.constants';
import { LEDGER_CURRENCIES } from '@app/shared/money/currencies';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/**
 * Ledger accounts (DESIGN.md §5). `key` names the account: `mint`, `pool`, `escrow:<bountyId>`,
 * `escrow:contract:<contractId>` (a contract's funded milestones, issue 32),
 * `available:<userId>`, `staked:<userId>` in tokens; `bank:<currency>`, `owed:<userId>:<currency>`
 * and `revenue:<currency>` in a currency, whose contracts' escrows are in it too (issue 42, decision
 * 022). Every account holds one currency, in its minor unit. `balance` is a cache of the postings,
 * kept in the same transaction and rechecked by GET /api/ledger/verify; only the mint and the bank
 * may go negative.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    currency: text('currency', { enum: LEDGER_CURRENCIES }).notNull().default('TOKENS'),
    userId: uuid('user_id').references(() => users.id),
    bountyId: uuid('bounty_id'),
    balance: integer('balance').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_accounts_non_negative', sql`${table.kind} in ('mint', 'bank') or ${table.balance} >= 0`),
    // Tokens live only in token accounts, a currency only in the bank, what is owed and revenue; escrows hold either.
    check(
      'ledger_accounts_currency_kind',
      sql`(${table.kind} in ('mint', 'pool', 'available', 'staked') and ${table.currency} = 'TOKENS')
        or (${table.kind} in ('bank', 'owed', 'revenue', 'suspense') and ${table.currency} <> 'TOKENS')
        or ${table.kind} = 'escrow'`,
    ),
    index('ledger_accounts_kind_idx').on(table.kind),
    index('ledger_accounts_user_id_fk_idx').on(table.userId),
  ],
);

/** One atomic ledger operation. `idempotencyKey` makes every operation happen at most once. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Reward, Stake, Unstake, Transfer, Purchase for wallet history; Mint, Fund, Refund internally. */
    type: text('type').notNull(),
    /** The visitor whose wallet history shows this operation, if any. */
    userId: uuid('user_id').references(() => users.id),
    amount: integer('amount').notNull(),
    /** The currency of every account it moves (one per operation), `amount` in its minor unit. */
    currency: text('currency', { enum: LEDGER_CURRENCIES }).notNull().default('TOKENS'),
    direction: text('direction', { enum: ['in', 'out'] }),
    description: text('description').notNull(),
    /**
     * Tokens `userId` earned by work: a bounty's reward or a contract's payment to its developer
     * (issue 41 §6). A refund to a client, a stake coming back or a purchase is not; the wallet's
     * "Total earned" sums these.
     */
    earned: boolean('earned').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_transactions_amount_positive', sql`${table.amount} > 0`),
    index('ledger_transactions_user_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // A wallet's "total earned" sums its earnings only: without this it read every transaction of
    // the visitor, so each stake made the next wallet read slower (issue 24).
    index('ledger_transactions_earned_idx').on(table.userId, table.amount).where(sql`earned`),
  ],
);

/** Double-entry postings: the postings of one transaction sum to zero. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: integer('amount').notNull(),
  },
  (table) => [
    index('ledger_postings_account_idx').on(table.accountId),
    index('ledger_postings_transaction_idx').on(table.transactionId),
  ],
);

/** The payout address a visitor connected (one visitor per address). */
export const wallets = pgTable(
  'wallets',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('wallets_address_idx').on(sql`lower(${table.address})`)],
);
