import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/**
 * Who blocks whom (issue 41 §5): while a row is here, the blocked member's messages (direct or in an
 * application's conversation), job invitations and applications to the blocker's jobs are refused.
 * Deleting it unblocks.
 */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('member_blocks_blocker_created_idx').on(
      table.blockerId,
      table.createdAt.desc().nullsFirst(),
      table.blockedId.desc().nullsFirst(),
    ),
    index('member_blocks_blocked_id_fk_idx').on(table.blockedId),
  ],
);
