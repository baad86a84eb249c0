import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { reports } from './reports.tables.ts';

export type ReportRow = typeof reports.$inferSelect;
export type NewReportRow = typeof reports.$inferInsert;

/** Inserts a report; null when the reporter already has an open report on that item. */
export async function insertReport(db: Database, values: NewReportRow): Promise<ReportRow | null> {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function listReports(db: Database, options: { onlyOpen: boolean; cursor: Cursor | null; limit: number }) {
  const conditions: SQL[] = [];
  if (options.onlyOpen) conditions.push(eq(reports.status, 'open'));
  if (options.cursor) {
    conditions.push(
      sql`(${reports.createdAt}, ${reports.id}) < (select created_at, id from reports where id = ${options.cursor.id})`,
    );
  }
  return db
    .select()
    .from(reports)
    .where(and(...conditions))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(options.limit + 1);
}

export async function findReport(db: Database, id: string): Promise<ReportRow | null> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row ?? null;
}

/** Closes open reports: one by id, or with `sameContent` every open report on that report's item. */
export async function closeReports(
  db: Database,
  input: { report: ReportRow; status: 'dismissed' | 'content-removed'; resolvedBy: string; sameContent: boolean },
): Promise<void> {
  const target = input.sameContent
    ? and(eq(reports.contentType, input.report.contentType), eq(reports.contentId, input.report.contentId))
    : eq(reports.id, input.report.id);
  await db
    .update(reports)
    .set({ status: input.status, resolvedBy: input.resolvedBy, resolvedAt: new Date() })
    .where(and(target, eq(reports.status, 'open')));
}
