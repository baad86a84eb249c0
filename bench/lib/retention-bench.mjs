// Retention (issue 40 §6, DESIGN.md §8): the daily sweep's analytics rule on 1,000,000 events past
// their retention (bench/api/retention-sweep.ts), on each database: rows deleted per second, the
// longest single batch, the longest wait of a writer beside it, and the ratio to a raw commit.
import { grouped, scriptBench } from './script-bench.mjs';

const RETENTION_EVENTS = Number(process.env.BENCH_RETENTION_EVENTS ?? 1_000_000);

/** The verdict rows: every old event rolled up and deleted, none of the new ones touched. */
export const retentionBench = scriptBench({
  script: 'bench/api/retention-sweep.ts',
  count: RETENTION_EVENTS,
  key: 'retention',
  row: (name, r) => ({
    target: `${name}: retention sweep of ${grouped(RETENTION_EVENTS)} analytics events past 400 days, summaries kept`,
    measured: `${grouped(r.deleted)} deleted in ${r.seconds} s: ${grouped(r.rowsPerSecond)} rows/s (${r.ratioToRawCommit} × raw commit at ${grouped(r.rawCommitsPerSecond)}/s), ${grouped(r.batches)} batches of ${grouped(r.batchSize)}, longest ${r.longestBatchMs} ms; a writer beside it waited at most ${r.writerMaxMs} ms; ${grouped(r.dailyCounts)} daily counts + ${grouped(r.dailyVisits)} daily visits kept`,
    ok: r.deleted === RETENTION_EVENTS && r.summarised === RETENTION_EVENTS && r.left === 0,
  }),
  description: `${grouped(RETENTION_EVENTS)} analytics events 500–600 days old (100 UTC days; sessions of 20 events over 20 paths and 3 names), swept by the analytics rule of the daily retention sweep (\`pruneAnalyticsEvents\`, bench/api/retention-sweep.ts): each day rolled up into daily counts and visits in its own transaction, then the events deleted by ctid in batches of \`RETENTION_BATCH_SIZE\`, each its own statement. Beside it one writer inserts tracker events one at a time; its longest wait is the longest a batch kept a writer out. The raw commit is a single-row insert and commit, one after the other, through the same driver, measured just before.`,
  notOk: 'NOT every old event rolled up and deleted',
});
