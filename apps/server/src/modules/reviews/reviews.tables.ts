import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contracts } from '../contracts/contracts.tables.ts';
import { developerProfiles } from '../developers/developers.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * Each party's review of the other after a completed contract (issue 32 §4). Double-blind:
 * `visibleAt` is set when both are in, or by the reveal pass 14 days after completion; a review
 * with no `visibleAt`, or one in the future, is shown to nobody but its author.
 */
export const contractReviews = pgTable(
  'contract_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role', { enum: ['client', 'developer'] }).notNull(),
    /** The developer profile a client's review is about (null for the developer's review of the client). */
    subjectProfileId: uuid('subject_profile_id').references(() => developerProfiles.id, { onDelete: 'set null' }),
    contractTitle: text('contract_title').notNull().default(''),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    visibleAt: timestamp('visible_at', { withTimezone: true }),
    /** Whether the developer's cached rating includes it (set once it is visible). */
    counted: boolean('counted').notNull().default(false),
    /**
     * Whether the contract's money went through the platform (its escrow released to the
     * developer, read from the ledger's postings when the review is written) between two different
     * accounts (issue 40 §3). Only such reviews count toward a rating; the others show, marked.
     */
    paymentVerified: boolean('payment_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('contract_reviews_rating_range', sql`${table.rating} between 1 and 5`),
    uniqueIndex('contract_reviews_one_per_side_idx').on(table.contractId, table.authorRole),
    index('contract_reviews_uncounted_idx').on(table.visibleAt).where(sql`not counted`),
    index('contract_reviews_subject_idx')
      .on(table.subjectProfileId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`author_role = 'client'`),
    index('contract_reviews_author_id_fk_idx').on(table.authorId),
  ],
);
