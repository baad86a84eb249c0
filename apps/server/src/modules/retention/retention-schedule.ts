import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type LeasedScheduler, startLeasedScheduler } from '../cluster/scheduler-lease.ts';
import { runDueRetentionSweep } from './retention-sweep.ts';

/** The holder looks every hour whether the day's sweep is due: a new holder catches up within one. */
const RETENTION_TICK_MS = 3_600_000;

/**
 * The retention sweep on one process of the cluster (the holder of the `retention-sweep` lease,
 * docs/decisions/007 and 019), once a day (retention_sweeps says when it last started).
 */
export function startRetentionSweep(
  db: Database,
  config: Config,
  log: (entry: Record<string, unknown>) => void,
): LeasedScheduler {
  return startLeasedScheduler(db, {
    name: 'retention-sweep',
    tickMs: RETENTION_TICK_MS,
    log,
    run: async () => {
      const report = await runDueRetentionSweep(db, config, {
        onError: (rule, error) =>
          log({ event: 'retention_rule_error', rule, message: error instanceof Error ? error.message : String(error) }),
      });
      if (report) log({ event: 'retention_swept', ...report });
    },
  });
}
