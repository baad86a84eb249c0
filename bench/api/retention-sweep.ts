// Issue 40 §6's bench row: the retention sweep's analytics rule on 1,000,000 events past their
// retention (100 UTC days, sessions of 20 events over 20 paths and 3 names): the days rolled up into
// daily counts and visits, then the events deleted in batches of RETENTION_BATCH_SIZE. Prints rows
// per second, the longest single batch, how long a one-row insert into analytics_events waited at
// most while the sweep ran (the lock a batch holds), and, as DESIGN.md §8 asks of every write row,
// the raw single-row commit rate measured in the same run on the same database, and the ratio.
// Usage: DATABASE_URL=... | DATA_DIR=... tsx bench/api/retention-sweep.ts [events]
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { pruneAnalyticsEvents } from '../../apps/server/src/modules/analytics/analytics-retention.service.ts';
import { measureRawCommitRate } from './raw-commit-rate.ts';

const EVENTS = Number(process.argv[2] ?? 1_000_000);
const RAW_SECONDS = 3;
const CHUNK = 100_000;

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '' });
await migrateDatabase(database);
const { db } = database;
const config = loadConfig(process.env);
const count = async (query: ReturnType<typeof sql>) =>
  Number(((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);

const rawPerSecond = await measureRawCommitRate(db, RAW_SECONDS);

for (let from = 0; from < EVENTS; from += CHUNK) {
  const to = Math.min(EVENTS, from + CHUNK) - 1;
  await db.execute(sql`
    insert into analytics_events (name, props, path, session_id, occurred_at)
    select (array['page_viewed', 'cta_clicked', 'scroll_depth'])[1 + g % 3], '{}'::jsonb,
      '/page-' || ((g / 5) % 20), 's' || (g / 20),
      now() - interval '500 days' - (g / ${Math.ceil(EVENTS / 100)}) * interval '1 day' - (g % 10000) * interval '1 second'
    from generate_series(${from}::int, ${to}::int) g`);
}
await db.execute(sql`analyze analytics_events`);
const summaryBefore = await count(sql`select count(*)::int as n from analytics_events`);

// A writer beside the sweep: how long does a tracker's insert wait for a batch?
let sweeping = true;
let writerMaxMs = 0;
let writes = 0;
const writer = (async () => {
  while (sweeping) {
    const started = performance.now();
    await db.execute(sql`insert into analytics_events (name, occurred_at) values ('page_viewed', now())`);
    writerMaxMs = Math.max(writerMaxMs, performance.now() - started);
    writes += 1;
  }
})();

const started = performance.now();
const result = await pruneAnalyticsEvents(db, {
  days: config.RETENTION_ANALYTICS_DAYS,
  batchSize: config.RETENTION_BATCH_SIZE,
});
const seconds = (performance.now() - started) / 1000;
sweeping = false;
await writer;

const left = await count(
  sql`select count(*)::int as n from analytics_events where name <> 'page_viewed' or path is not null`,
);
const dailyCounts = await count(sql`select count(*)::int as n from analytics_daily_counts`);
const dailyVisits = await count(sql`select count(*)::int as n from analytics_daily_visits`);
const summarised = await count(sql`select coalesce(sum(events), 0)::int as n from analytics_daily_counts`);
await database.close();

const rowsPerSecond = result.deleted / seconds;
console.log(
  JSON.stringify({
    events: summaryBefore,
    deleted: result.deleted,
    left,
    summarised,
    summarisedDays: result.summarisedDays,
    dailyCounts,
    dailyVisits,
    batches: result.batches,
    batchSize: config.RETENTION_BATCH_SIZE,
    seconds: Number(seconds.toFixed(1)),
    rowsPerSecond: Math.round(rowsPerSecond),
    longestBatchMs: Math.round(result.longestBatchMs),
    writerMaxMs: Math.round(writerMaxMs),
    writes,
    rawCommitsPerSecond: Math.round(rawPerSecond),
    ratioToRawCommit: Number((rowsPerSecond / rawPerSecond).toFixed(2)),
  }),
);
