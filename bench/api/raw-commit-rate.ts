// The write reference of DESIGN.md §8 for the benches that run in one process (mail, retention):
// one-row inserts, each its own commit, one after the other, through the same driver.
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { createRawCommitTable, insertRawCommit } from './contract-data.ts';

/** Raw single-row commits per second over `seconds`; the scratch table is dropped after. */
export async function measureRawCommitRate(db: Database, seconds: number): Promise<number> {
  await createRawCommitTable(db);
  const started = performance.now();
  let commits = 0;
  while (performance.now() - started < seconds * 1000) {
    await insertRawCommit(db);
    commits += 1;
  }
  const perSecond = commits / ((performance.now() - started) / 1000);
  await db.execute(sql`drop table bench_raw_commits`);
  return perSecond;
}
