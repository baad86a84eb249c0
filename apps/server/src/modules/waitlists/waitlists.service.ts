import {
  monthLabel,
  normaliseEmail,
  normalisePhone,
  SERVICE_CAPACITY_PER_MONTH,
} from '@app/shared/waitlists/waitlists.constants';
import type { CourseWaitlistBody, ServiceWaitlistBody } from '@app/shared/waitlists/waitlists.schemas';
import type { Database } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { inTransaction } from '../../lib/transactions.ts';
import {
  countsByMonth,
  findServiceEntry,
  insertCourseEntry,
  insertServiceEntry,
  listEntries,
  lockServiceWaitlist,
} from './waitlists.repository.ts';
import { courseWaitlist, serviceWaitlist } from './waitlists.tables.ts';

/** `YYYY-MM` of a date, in UTC. */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthOf(new Date(Date.UTC(year, monthNumber - 1 + count, 1)));
}

/** The first month from `current` on with fewer than the capacity. */
export function firstOpenMonth(counts: Map<string, number>, current: string): string {
  let month = current;
  while ((counts.get(month) ?? 0) >= SERVICE_CAPACITY_PER_MONTH) month = addMonths(month, 1);
  return month;
}

/**
 * Adds a project to the service waitlist in the first month with room, under a lock so concurrent
 * sign-ups never overfill a month. The same email again returns its existing month and changes nothing.
 */
export async function joinServiceWaitlist(db: Database, body: ServiceWaitlistBody, now = new Date()) {
  const email = normaliseEmail(body.email);
  const month = await inTransaction(db, async (tx) => {
    await lockServiceWaitlist(tx);
    const existing = await findServiceEntry(tx, email);
    if (existing) return existing.month;
    const current = monthOf(now);
    const chosen = firstOpenMonth(await countsByMonth(tx, current), current);
    await insertServiceEntry(tx, {
      name: body.name,
      phone: normalisePhone(body.phone),
      email,
      projectSummary: body.projectSummary,
      month: chosen,
    });
    return chosen;
  });
  return { month, monthLabel: monthLabel(month) };
}

export async function serviceAvailability(db: Database, now = new Date()) {
  const current = monthOf(now);
  const counts = await countsByMonth(db, current);
  const taken = Math.min(counts.get(current) ?? 0, SERVICE_CAPACITY_PER_MONTH);
  const nextOpenMonth = firstOpenMonth(counts, current);
  return {
    month: current,
    monthLabel: monthLabel(current),
    capacity: SERVICE_CAPACITY_PER_MONTH,
    taken,
    spotsLeft: SERVICE_CAPACITY_PER_MONTH - taken,
    nextOpenMonth,
    nextOpenMonthLabel: monthLabel(nextOpenMonth),
  };
}

/** Adds someone to the course waitlist once per email; a repeat changes nothing. */
export async function joinCourseWaitlist(db: Database, body: CourseWaitlistBody) {
  await insertCourseEntry(db, { ...body, email: normaliseEmail(body.email) });
  return { joined: true as const };
}

const LISTS = { service: serviceWaitlist, course: courseWaitlist } as const;
export type WaitlistName = keyof typeof LISTS;

export async function listWaitlist(db: Database, list: WaitlistName, query: { limit: number; cursor?: string }) {
  const rows = await listEntries(db, LISTS[list], query.limit, decodeCursor(query.cursor));
  const page = toPage(rows, query.limit);
  return {
    entries: page.items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextCursor: page.nextCursor,
  };
}

export async function exportWaitlistCsv(db: Database, list: WaitlistName): Promise<string> {
  const rows: Record<string, unknown>[] = [];
  let cursor: string | undefined;
  do {
    const page = await listWaitlist(db, list, { limit: 100, cursor });
    rows.push(...page.entries);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  const columns =
    list === 'service'
      ? ['createdAt', 'month', 'name', 'email', 'phone', 'projectSummary']
      : ['createdAt', 'name', 'email', 'experience', 'availability', 'goals'];
  return toCsv(
    columns,
    rows.map((row) => columns.map((column) => row[column])),
  );
}
