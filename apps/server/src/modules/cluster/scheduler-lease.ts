import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../db/client.ts';
import { acquireLease, releaseLease } from './scheduler-leases.repository.ts';

export interface LeasedJob {
  /** The lease's name: across every process on the database, one holder per name runs the job. */
  name: string;
  tickMs: number;
  /** The work of one tick; a run still going at the next tick is not started again. */
  run: () => Promise<unknown>;
  /** Who this scheduler is in `scheduler_leases.holder`; defaults to host, pid and a random part. */
  holder?: string;
  log?: (entry: Record<string, unknown>) => void;
}

export interface LeasedScheduler {
  holder: string;
  /** Whether the last answered tick left this scheduler holding the lease. */
  isHolder(): boolean;
  /**
   * Stops ticking, waits for the tick and run in progress, then gives the lease up so another
   * process takes over at its next tick. `release: false` leaves the lease to run out, as a killed
   * process would.
   */
  stop(options?: { release?: boolean }): Promise<void>;
}

/** Timer, event-loop and query delays a live holder's renewal may suffer without losing its lease. */
const MAX_MARGIN_MS = 5_000;

/**
 * Runs `job` on one process at a time (issue 22 §3, docs/decisions/007). Every process ticks
 * every `tickMs` (the first tick at once); each tick takes or renews the lease in one statement and
 * only the holder runs the job. The lease lasts one tick plus a margin (half a tick, at most 5 s)
 * that a late renewal may use up without losing it to a neighbour; a holder that dies hands over
 * when its lease runs out, to whichever process ticks next: within one more tick.
 */
export function startLeasedScheduler(db: Database, job: LeasedJob): LeasedScheduler {
  const holder = job.holder ?? `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  const leaseMs = job.tickMs + Math.min(job.tickMs / 2, MAX_MARGIN_MS);
  const report = (event: string, details: Record<string, unknown> = {}) =>
    job.log?.({ event, scheduler: job.name, holder, ...details });
  const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
  let isHolder = false;
  let ticking: Promise<void> | null = null;
  let running: Promise<void> | null = null;

  const tick = async () => {
    let held: boolean;
    try {
      held = await acquireLease(db, job.name, holder, leaseMs);
    } catch (error) {
      // The database cannot say who holds the lease: nobody here runs the job until it can.
      report('scheduler_error', { message: messageOf(error) });
      return;
    }
    if (held !== isHolder) report(held ? 'scheduler_lease_taken' : 'scheduler_lease_lost');
    isHolder = held;
    if (!held || running) return;
    running = job
      .run()
      .then(() => undefined)
      .catch((error: unknown) => report('scheduler_job_error', { message: messageOf(error) }))
      .finally(() => {
        running = null;
      });
  };
  const onTick = () => {
    ticking ??= tick().finally(() => {
      ticking = null;
    });
  };
  const timer = setInterval(onTick, job.tickMs);
  timer.unref();
  onTick();

  return {
    holder,
    isHolder: () => isHolder,
    async stop({ release = true } = {}) {
      clearInterval(timer);
      await ticking;
      await running;
      if (!release || !isHolder) return;
      isHolder = false;
      await releaseLease(db, job.name, holder).catch((error: unknown) =>
        report('scheduler_error', { message: messageOf(error) }),
      );
    },
  };
}
