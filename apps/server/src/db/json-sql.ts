import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A timestamp as JavaScript's toISOString() writes it (milliseconds, UTC), as every API date is:
 * for answers the database writes as JSON text (questions, notifications). Null stays null.
 */
export const isoTime = (column: AnyPgColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
