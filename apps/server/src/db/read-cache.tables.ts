import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One counter per cached read (plugins/read-cache.ts). Triggers on the tables behind each read
 * add one in the writing transaction, at commit (migration 0013), so every server process on the
 * database sees a change exactly when its data becomes visible.
 */
export const readCacheGenerations = pgTable('read_cache_generations', {
  scope: text('scope').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});
