import type { Database } from '../../db/client.ts';
import { deleteEndedBuckets } from './rate-limit-buckets.repository.ts';
import { type LeasedScheduler, startLeasedScheduler } from './scheduler-lease.ts';

/** Once a minute: the windows are a minute long, so the table holds about two windows of keys. */
const CLEANUP_TICK_MS = 60_000;

/**
 * Deletes the shared rate-limit buckets whose window has ended, on one process at a time (the
 * holder of the `rate-limit-cleanup` lease): one indexed delete a minute for the whole deployment.
 */
export function startRateLimitCleanup(db: Database, log?: (entry: Record<string, unknown>) => void): LeasedScheduler {
  return startLeasedScheduler(db, {
    name: 'rate-limit-cleanup',
    tickMs: CLEANUP_TICK_MS,
    log,
    run: () => deleteEndedBuckets(db),
  });
}
