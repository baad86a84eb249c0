import type { Database } from '../../db/client.ts';
import { type LeasedScheduler, startLeasedScheduler } from '../cluster/scheduler-lease.ts';
import { compactUnreadChanges } from './notification-counters.repository.ts';

/**
 * Every 2 s: a visitor's unread count sums the changes since the last compaction, so this keeps
 * that sum to a few seconds' worth whatever the write rate (bench/findings.md item 18).
 */
const COMPACTION_TICK_MS = 2_000;

/**
 * Folds the unread counters' pending changes (notification-counters.repository.ts) on one process
 * at a time, the holder of the `unread-compaction` lease, until every change is folded.
 */
export function startUnreadCompaction(db: Database, log?: (entry: Record<string, unknown>) => void): LeasedScheduler {
  return startLeasedScheduler(db, {
    name: 'unread-compaction',
    tickMs: COMPACTION_TICK_MS,
    log,
    run: async () => {
      while ((await compactUnreadChanges(db)) > 0) {}
    },
  });
}
