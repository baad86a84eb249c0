import { deleteInBatches, type PruneResult } from '../../db/batched-delete.ts';
import type { Database } from '../../db/client.ts';
import { deleteRolledUpEvents, rollUpOldestDay } from './analytics-rollup.repository.ts';

const DAY_MS = 86_400_000;

/**
 * The retention rule of analytics events (issue 40 §6, decision 019): every whole UTC day older
 * than `days` is first rolled up into the daily summary rows, one day per transaction, then its
 * events are deleted in batches of `batchSize`. The summary shows the same counts before and after.
 */
export async function pruneAnalyticsEvents(
  db: Database,
  options: { days: number; batchSize: number; now?: Date },
): Promise<PruneResult & { summarisedDays: number }> {
  const before = new Date((options.now ?? new Date()).getTime() - options.days * DAY_MS);
  const cutoff = new Date(Date.UTC(before.getUTCFullYear(), before.getUTCMonth(), before.getUTCDate()));
  let summarisedDays = 0;
  while (await rollUpOldestDay(db, cutoff)) summarisedDays += 1;
  const deleted = await deleteInBatches((limit) => deleteRolledUpEvents(db, limit), options.batchSize);
  return { ...deleted, summarisedDays };
}
