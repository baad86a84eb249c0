import type { Config } from '../../config.ts';
import type { PruneResult } from '../../db/batched-delete.ts';
import type { Database } from '../../db/client.ts';
import { pruneIdleVisitors } from '../accounts/idle-visitors-prune.ts';
import { pruneAnalyticsEvents } from '../analytics/analytics-retention.service.ts';
import { pruneRateLimitBuckets } from '../cluster/rate-limit-prune.ts';
import { pruneOutbox } from '../delivery/outbox-prune.ts';
import { pruneIdempotencyRecords } from '../idempotency/idempotency-prune.ts';
import { pruneReadNotifications } from '../notifications/notifications-prune.ts';
import { pruneExpiredSessions } from '../users/sessions-prune.ts';

export type RetentionKey =
  | 'analyticsEvents'
  | 'sentOutbox'
  | 'failedOutbox'
  | 'readNotifications'
  | 'idleVisitors'
  | 'expiredSessions'
  | 'idempotencyRecords'
  | 'rateLimitBuckets';

/**
 * The retention table (issue 40 §6, docs/operations.md "Retention"): each kind of row that grows
 * with use, the setting that says how long it stays, and the owning module's prune function that
 * deletes what is older in batches. The outbox's two rules share one pass.
 */
export interface RetentionRule {
  settings: (keyof Config)[];
  prune(db: Database, config: Config, batchSize: number): Promise<Partial<Record<RetentionKey, PruneResult>>>;
}

export const RETENTION_RULES: RetentionRule[] = [
  {
    settings: ['RETENTION_ANALYTICS_DAYS'],
    prune: async (db, config, batchSize) => ({
      analyticsEvents: await pruneAnalyticsEvents(db, { days: config.RETENTION_ANALYTICS_DAYS, batchSize }),
    }),
  },
  {
    settings: ['RETENTION_OUTBOX_SENT_DAYS', 'RETENTION_OUTBOX_FAILED_DAYS'],
    prune: async (db, config, batchSize) => {
      const { sent, failed } = await pruneOutbox(db, {
        sentDays: config.RETENTION_OUTBOX_SENT_DAYS,
        failedDays: config.RETENTION_OUTBOX_FAILED_DAYS,
        batchSize,
      });
      return { sentOutbox: sent, failedOutbox: failed };
    },
  },
  {
    settings: ['RETENTION_READ_NOTIFICATIONS_DAYS'],
    prune: async (db, config, batchSize) => ({
      readNotifications: await pruneReadNotifications(db, {
        days: config.RETENTION_READ_NOTIFICATIONS_DAYS,
        batchSize,
      }),
    }),
  },
  {
    settings: ['RETENTION_EXPIRED_SESSIONS_DAYS'],
    prune: async (db, config, batchSize) => ({
      expiredSessions: await pruneExpiredSessions(db, { days: config.RETENTION_EXPIRED_SESSIONS_DAYS, batchSize }),
    }),
  },
  {
    settings: ['RETENTION_IDLE_VISITOR_DAYS'],
    prune: async (db, config, batchSize) => ({
      idleVisitors: await pruneIdleVisitors(db, { idleDays: config.RETENTION_IDLE_VISITOR_DAYS, batchSize }),
    }),
  },
  {
    settings: ['RETENTION_IDEMPOTENCY_HOURS'],
    prune: async (db, config, batchSize) => ({
      idempotencyRecords: await pruneIdempotencyRecords(db, { hours: config.RETENTION_IDEMPOTENCY_HOURS, batchSize }),
    }),
  },
  {
    settings: ['RETENTION_RATE_LIMIT_BUCKET_MINUTES'],
    prune: async (db, config, batchSize) => ({
      rateLimitBuckets: await pruneRateLimitBuckets(db, {
        minutes: config.RETENTION_RATE_LIMIT_BUCKET_MINUTES,
        batchSize,
      }),
    }),
  },
];
