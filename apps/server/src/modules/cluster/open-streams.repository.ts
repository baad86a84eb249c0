import { and, eq, like, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { openStreams, schedulerLeases } from './cluster.tables.ts';

/** How many streams a visitor and an IP hold on processes whose lease is live. */
export interface OpenStreamCounts {
  visitor: number;
  ip: number;
}

/**
 * Takes the transaction-long locks of a visitor's and an IP's stream counts, always in the same
 * order, so two opens of one key (on any process) count one after the other.
 */
export async function lockStreamCounts(tx: Database, visitorId: string, ip: string): Promise<void> {
  for (const key of [`open-streams:ip:${ip}`, `open-streams:visitor:${visitorId}`]) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  }
}

export async function countOpenStreams(tx: Database, visitorId: string, ip: string): Promise<OpenStreamCounts> {
  const [row] = await tx
    .select({
      visitor: sql<number>`count(*) filter (where ${openStreams.visitorId} = ${visitorId})::int`,
      ip: sql<number>`count(*) filter (where ${openStreams.ip} = ${ip})::int`,
    })
    .from(openStreams)
    .innerJoin(
      schedulerLeases,
      and(eq(schedulerLeases.name, openStreams.lease), sql`${schedulerLeases.expiresAt} > now()`),
    )
    .where(sql`${openStreams.visitorId} = ${visitorId} or ${openStreams.ip} = ${ip}`);
  return row ?? { visitor: 0, ip: 0 };
}

export async function insertOpenStream(tx: Database, value: { lease: string; visitorId: string; ip: string }) {
  const [row] = await tx.insert(openStreams).values(value).returning({ id: openStreams.id });
  if (!row) throw new Error('Registering an open stream returned no row');
  return row.id;
}

export async function deleteOpenStream(db: Database, id: string): Promise<void> {
  await db.delete(openStreams).where(eq(openStreams.id, id));
}

export async function deleteOpenStreamsOfLease(db: Database, lease: string): Promise<void> {
  await db.delete(openStreams).where(eq(openStreams.lease, lease));
}

/**
 * Forgets the processes that died without closing (their lease ran out `graceMs` ago) and the
 * streams they left behind; those rows count for nothing already, this only keeps both tables small.
 */
export async function deleteStreamsOfDeadProcesses(db: Database, leasePrefix: string, graceMs: number): Promise<void> {
  const ended = sql`now() - ${graceMs}::double precision * interval '1 millisecond'`;
  await db
    .delete(schedulerLeases)
    .where(and(like(schedulerLeases.name, `${leasePrefix}%`), lt(schedulerLeases.expiresAt, ended)));
  const live = db.select({ name: schedulerLeases.name }).from(schedulerLeases);
  await db.delete(openStreams).where(notInArray(openStreams.lease, live));
}
