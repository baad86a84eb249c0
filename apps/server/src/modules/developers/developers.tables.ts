import { ratingRank } from '@app/shared/reviews/review-rating';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bitString, tsvector } from '../../db/pg-types.ts';
import type { DeveloperFacts } from '../matching/facts/match-facts.types.ts';
import { users } from '../users/users.tables.ts';

/** Developer profiles (part-1 §3). One per visitor; the demo developers have no owner. */
export const developerProfiles = pgTable(
  'developer_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    avatarSeed: text('avatar_seed').notNull(),
    location: text('location').notNull().default(''),
    hourlyRate: text('hourly_rate').notNull().default(''),
    hourlyRateMin: integer('hourly_rate_min'),
    hourlyRateMax: integer('hourly_rate_max'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    experience: text('experience').notNull().default(''),
    bio: text('bio').notNull().default(''),
    portfolio: text('portfolio'),
    github: text('github'),
    linkedin: text('linkedin'),
    /** Rating times ten (0 to 50), so sorting and cursors stay integer; null until rated. */
    ratingTenths: integer('rating_tenths'),
    completedProjects: integer('completed_projects').notNull().default(0),
    /** How many visible client reviews the rating is the mean of. */
    ratingCount: integer('rating_count').notNull().default(0),
    /** The Bayesian rating in thousandths (decision 017): what "Top rated" sorts by; the prior with no review. */
    ratingRank: integer('rating_rank')
      .notNull()
      .default(ratingRank({ total: 0, count: 0 })),
    /** How many different clients the counted reviews come from (the matching counts each once). */
    ratingClients: integer('rating_clients').notNull().default(0),
    /** The mean over those clients of each client's mean rating, in thousandths; null with none. */
    clientRatingMilli: integer('client_rating_milli'),
    /** Completed contracts by their job's category ("2 completed projects in Healthcare"). */
    completedCategories: jsonb('completed_categories')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    availability: text('availability', { enum: ['Available', 'Busy', 'Unavailable'] })
      .notNull()
      .default('Available'),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    timezone: text('timezone').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Search helpers, written by the repository with every save (array casts are not immutable,
    // so these cannot be generated columns).
    skillsLower: text('skills_lower').array().notNull().default(sql`'{}'::text[]`),
    languagesLower: text('languages_lower').array().notNull().default(sql`'{}'::text[]`),
    search: tsvector('search'),
    /** What matching reads (issue 33), computed from the profile whenever it is written. */
    matchFacts: jsonb('match_facts').$type<DeveloperFacts>(),
    matchSkills: text('match_skills').array().notNull().default(sql`'{}'::text[]`),
    /** The skills hashed into 512 bits: the pool query counts a job's skills with bit_count (matching/facts/skill-bits.ts). */
    skillBits: bitString(512)('skill_bits'),
  },
  (table) => [
    uniqueIndex('developer_profiles_user_idx').on(table.userId),
    index('developer_profiles_skills_idx').using('gin', table.skillsLower),
    index('developer_profiles_match_skills_idx').using('gin', table.matchSkills),
    index('developer_profiles_languages_idx').using('gin', table.languagesLower),
    index('developer_profiles_search_idx').using('gin', table.search),
    index('developer_profiles_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

/**
 * The ids of profiles whose member deleted their account (issue 35): the profile goes with the
 * account, and an invitation to it answers 409 "This member has left the platform." rather than
 * 404. Only the id and the day: nothing that names the person.
 */
export const departedDeveloperProfiles = pgTable('departed_developer_profiles', {
  profileId: uuid('profile_id').primaryKey(),
  leftAt: timestamp('left_at', { withTimezone: true }).notNull().defaultNow(),
});
