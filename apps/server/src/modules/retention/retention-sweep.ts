import type { Config } from '../../config.ts';
import { EMPTY_PRUNE, type PruneResult } from '../../db/batched-delete.ts';
import type { Database } from '../../db/client.ts';
import { claimDueSweep } from './retention.repository.ts';
import { RETENTION_RULES, type RetentionKey } from './retention-rules.ts';

export type SweepReport = Record<RetentionKey, PruneResult>;

const SWEEP_NAME = 'retention';
/** The sweep runs once a day (issue 40 §6). */
export const SWEEP_INTERVAL_MS = 86_400_000;

const EMPTY_REPORT: SweepReport = {
  analyticsEvents: EMPTY_PRUNE,
  sentOutbox: EMPTY_PRUNE,
  failedOutbox: EMPTY_PRUNE,
  readNotifications: EMPTY_PRUNE,
  idleVisitors: EMPTY_PRUNE,
  expiredSessions: EMPTY_PRUNE,
  idempotencyRecords: EMPTY_PRUNE,
  rateLimitBuckets: EMPTY_PRUNE,
};

/**
 * Applies every rule of the retention table once, in batches of `batchSize` (RETENTION_BATCH_SIZE
 * by default). A rule that fails is reported and the others still run; the next day tries again.
 */
export async function runRetentionSweep(
  db: Database,
  config: Config,
  options: { batchSize?: number; onError?: (rule: string, error: unknown) => void } = {},
): Promise<SweepReport> {
  const batchSize = options.batchSize ?? config.RETENTION_BATCH_SIZE;
  const report = { ...EMPTY_REPORT };
  for (const rule of RETENTION_RULES) {
    try {
      Object.assign(report, await rule.prune(db, config, batchSize));
    } catch (error) {
      if (!options.onError) throw error;
      options.onError(rule.settings.join(','), error);
    }
  }
  return report;
}

/** The daily sweep if it is due (it did not start within a day on any process), else null. */
export async function runDueRetentionSweep(
  db: Database,
  config: Config,
  options: { onError?: (rule: string, error: unknown) => void } = {},
): Promise<SweepReport | null> {
  if (!(await claimDueSweep(db, SWEEP_NAME, SWEEP_INTERVAL_MS))) return null;
  return runRetentionSweep(db, config, options);
}
