import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { courseWaitlist, serviceWaitlist } from './waitlists.tables.ts';

export type ServiceEntryRow = typeof serviceWaitlist.$inferSelect;
export type CourseEntryRow = typeof courseWaitlist.$inferSelect;

/** Serialises service sign-ups for the rest of the transaction, so a month never takes an 11th. */
export async function lockServiceWaitlist(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('waitlist:service'))`);
}

export async function findServiceEntry(db: Database, email: string): Promise<ServiceEntryRow | null> {
  const [row] = await db.select().from(serviceWaitlist).where(eq(serviceWaitlist.email, email)).limit(1);
  return row ?? null;
}

/** Entries per month from `fromMonth` on. */
export async function countsByMonth(db: Database, fromMonth: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ month: serviceWaitlist.month, count: sql<number>`count(*)::int` })
    .from(serviceWaitlist)
    .where(gte(serviceWaitlist.month, fromMonth))
    .groupBy(serviceWaitlist.month);
  return new Map(rows.map((row) => [row.month, row.count]));
}

export async function insertServiceEntry(db: Database, values: typeof serviceWaitlist.$inferInsert) {
  const [row] = await db.insert(serviceWaitlist).values(values).returning();
  if (!row) throw new Error('Inserting a waitlist entry returned no row');
  return row;
}

/** Inserts once per email; returns false when the email was already on the list. */
export async function insertCourseEntry(db: Database, values: typeof courseWaitlist.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(courseWaitlist)
    .values(values)
    .onConflictDoNothing({ target: courseWaitlist.email })
    .returning({ id: courseWaitlist.id });
  return rows.length > 0;
}

type Table = typeof serviceWaitlist | typeof courseWaitlist;

export async function listEntries<T extends Table>(db: Database, table: T, limit: number, cursor: Cursor | null) {
  const anchor = cursor ? sql`(select ${table.createdAt} from ${table} where ${table.id} = ${cursor.id})` : null;
  return db
    .select()
    .from(table as Table)
    .where(
      anchor && cursor
        ? or(lt(table.createdAt, anchor), and(eq(table.createdAt, anchor), lt(table.id, cursor.id)))
        : undefined,
    )
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit + 1);
}
