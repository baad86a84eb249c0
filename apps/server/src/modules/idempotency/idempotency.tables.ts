import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/**
 * One row per (visitor, Idempotency-Key). A row with a null status is a request in flight; a
 * finished row holds the first response, replayed for 24 h (DESIGN.md §4). `committed_at` is set
 * inside the transaction that carries out the write, so a claim whose answer was lost (the process
 * died before onSend) still says whether the write happened; `claim_id` names the request that
 * holds the claim, so a request whose claim was taken over can neither commit nor answer for it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimId: uuid('claim_id').notNull().defaultRandom(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    // The sweeps delete by age (issue 40 §6): without it, every sweep read the whole table.
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);
