import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../db/client.ts';
import { inTransaction } from '../../lib/transactions.ts';
import {
  countOpenStreams,
  deleteOpenStream,
  deleteOpenStreamsOfLease,
  deleteStreamsOfDeadProcesses,
  insertOpenStream,
  lockStreamCounts,
} from './open-streams.repository.ts';
import { type LeasedScheduler, startLeasedScheduler } from './scheduler-lease.ts';
import { acquireLease } from './scheduler-leases.repository.ts';

/** Every process's lease is named `open-streams:<holder>`. */
const LEASE_PREFIX = 'open-streams:';
/** The lease is renewed this often and lasts one and a half times as long (scheduler-lease.ts). */
const TICK_MS = 10_000;
const LEASE_MS = TICK_MS * 1.5;
/** A process whose lease ran out this long ago is gone: its rows are deleted. */
const DEAD_AFTER_MS = 60_000;

export interface OpenStreamLimits {
  perVisitor: number;
  perIp: number;
}

/** An open stream's place: `release()` gives it back (idempotent). */
export interface StreamSlot {
  release(): void;
}

/**
 * The limits on open live-event streams (issue 40 §5), one budget for the whole deployment
 * (DESIGN.md §7). A stream is a connection, not a request: the rate-limit buckets count events in a
 * window and could only count streams up and down, so a process that died with streams open would
 * keep its counts until someone noticed. Instead every open stream is a row of `open_streams` that
 * names this process's lease; counts include only rows of live leases, so a dead process's streams
 * stop counting within LEASE_MS, whoever notices. Opens of one visitor or IP take turns under
 * advisory locks; a close deletes its row.
 */
export function createOpenStreamRegistry(
  db: Database,
  options: { limits: OpenStreamLimits; onError(error: unknown): void; holder?: string },
) {
  const holder = options.holder ?? `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  const lease = `${LEASE_PREFIX}${holder}`;
  let started: Promise<LeasedScheduler> | null = null;
  let isClosed = false;

  // The first open takes the lease before it counts; the scheduler then renews it every tick.
  const start = () => {
    started ??= acquireLease(db, lease, holder, LEASE_MS).then(() =>
      startLeasedScheduler(db, {
        name: lease,
        holder,
        tickMs: TICK_MS,
        run: () => deleteStreamsOfDeadProcesses(db, LEASE_PREFIX, DEAD_AFTER_MS),
        log: (entry) => {
          if (entry.event === 'scheduler_error' || entry.event === 'scheduler_job_error') options.onError(entry);
        },
      }),
    );
    started.catch(() => {
      started = null;
    });
    return started;
  };

  return {
    /**
     * A place for one more stream of `visitorId` from `ip`, or which limit is full: `visitor`
     * (STREAM_LIMIT_PER_VISITOR) or `ip` (STREAM_LIMIT_PER_IP).
     */
    async claim(visitorId: string, ip: string): Promise<StreamSlot | 'visitor' | 'ip'> {
      if (isClosed) throw new Error('The open-stream registry is closed');
      await start();
      const claimed = await inTransaction(db, async (tx) => {
        await lockStreamCounts(tx, visitorId, ip);
        const counts = await countOpenStreams(tx, visitorId, ip);
        if (counts.visitor >= options.limits.perVisitor) return 'visitor' as const;
        if (counts.ip >= options.limits.perIp) return 'ip' as const;
        return insertOpenStream(tx, { lease, visitorId, ip });
      });
      if (claimed === 'visitor' || claimed === 'ip') return claimed;
      let isReleased = false;
      return {
        release() {
          if (isReleased) return;
          isReleased = true;
          deleteOpenStream(db, claimed).catch(options.onError);
        },
      };
    },

    /** Stops renewing and gives the lease up; this process's rows go with it (graceful shutdown). */
    async close() {
      isClosed = true;
      const scheduler = await started?.catch(() => null);
      if (!scheduler) return;
      await scheduler.stop();
      await deleteOpenStreamsOfLease(db, lease).catch(() => {});
    },
  };
}

export type OpenStreamRegistry = ReturnType<typeof createOpenStreamRegistry>;
