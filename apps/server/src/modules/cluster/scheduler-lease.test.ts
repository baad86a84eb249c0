import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { schedulerLeases } from './cluster.tables.ts';
import { type LeasedScheduler, startLeasedScheduler } from './scheduler-lease.ts';

const TICK_MS = 500;
/** The lease: one tick and a half (scheduler-lease.ts). */
const LEASE_MS = TICK_MS * 1.5;
/** Timer and event-loop delays on a loaded 2-core machine. */
const SLACK_MS = 1_000;

/** Polls until `check` holds; fails after `timeoutMs`. */
async function waitUntil(description: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe(`one scheduler at a time by lease (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  const started: LeasedScheduler[] = [];
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await migrateDatabase(database);
  });
  afterAll(async () => {
    for (const scheduler of started) await scheduler.stop({ release: false });
    await drop();
  });

  /** A scheduler of `name` as process `holder` would run it, recording when its job ran. */
  function startScheduler(name: string, holder: string, run?: () => Promise<void>) {
    const runs: number[] = [];
    const scheduler = startLeasedScheduler(database.db, {
      name,
      holder,
      tickMs: TICK_MS,
      run: async () => {
        runs.push(performance.now());
        await run?.();
      },
    });
    started.push(scheduler);
    return { scheduler, runs };
  }
  const holderOf = async (name: string) =>
    (await database.db.select().from(schedulerLeases).where(eq(schedulerLeases.name, name)))[0]?.holder ?? null;

  it('runs the job on one of two schedulers only, tick after tick', async () => {
    const a = startScheduler('two-schedulers', 'process-a');
    await waitUntil('process A to take the lease', () => a.scheduler.isHolder());
    const b = startScheduler('two-schedulers', 'process-b');
    await waitUntil('five runs', () => a.runs.length + b.runs.length >= 5);
    expect(b.runs).toEqual([]);
    expect(b.scheduler.isHolder()).toBe(false);
    expect(await holderOf('two-schedulers')).toBe('process-a');
    // One run per tick: never two within a tick of each other.
    const gaps = a.runs.slice(1).map((at, index) => at - (a.runs[index] as number));
    expect(Math.min(...gaps)).toBeGreaterThan(TICK_MS / 2);
    await a.scheduler.stop();
    await b.scheduler.stop();
  });

  it('hands a killed holder’s job to the other within one tick of its lease running out', async () => {
    const a = startScheduler('killed-holder', 'process-a');
    await waitUntil('process A to run the job', () => a.runs.length > 0);
    const b = startScheduler('killed-holder', 'process-b');
    await waitUntil('process A to run again', () => a.runs.length > 1);
    // As a SIGKILL would: no more ticks, and the lease is left to run out.
    await a.scheduler.stop({ release: false });
    const lastRenewal = a.runs.at(-1) as number;
    await waitUntil('process B to take over', () => b.runs.length > 0, 10_000);
    const takeoverMs = (b.runs[0] as number) - lastRenewal;
    console.info(`lease takeover after a killed holder: ${Math.round(takeoverMs)} ms (tick ${TICK_MS} ms)`);
    expect(takeoverMs).toBeGreaterThanOrEqual(LEASE_MS - TICK_MS / 4);
    expect(takeoverMs).toBeLessThan(LEASE_MS + TICK_MS + SLACK_MS);
    expect(await holderOf('killed-holder')).toBe('process-b');
    await b.scheduler.stop();
  });

  it('hands over at the next tick when the holder stops cleanly, giving its lease up', async () => {
    const a = startScheduler('clean-stop', 'process-a');
    await waitUntil('process A to run the job', () => a.runs.length > 0);
    const b = startScheduler('clean-stop', 'process-b');
    await a.scheduler.stop();
    const stoppedAt = performance.now();
    // Given up: free, or already B's if its tick came between the release and this read.
    expect(await holderOf('clean-stop')).not.toBe('process-a');
    await waitUntil('process B to take over', () => b.runs.length > 0, 10_000);
    expect((b.runs[0] as number) - stoppedAt).toBeLessThan(TICK_MS + SLACK_MS);
    await b.scheduler.stop();
  });

  it('keeps the lease through a run longer than a tick, without starting it twice', async () => {
    let finish = () => {};
    const blocked = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const a = startScheduler('long-run', 'process-a', () => blocked);
    await waitUntil('the long run to start', () => a.runs.length > 0);
    const b = startScheduler('long-run', 'process-b');
    const leaseBefore = await database.db.select().from(schedulerLeases).where(eq(schedulerLeases.name, 'long-run'));
    await waitUntil('the lease to be renewed during the run', async () => {
      const [lease] = await database.db.select().from(schedulerLeases).where(eq(schedulerLeases.name, 'long-run'));
      return (lease?.expiresAt.getTime() ?? 0) > (leaseBefore[0]?.expiresAt.getTime() ?? 0) + TICK_MS / 2;
    });
    expect(a.runs).toHaveLength(1);
    expect(b.runs).toEqual([]);
    finish();
    await waitUntil('the next run', () => a.runs.length > 1);
    await Promise.all([a.scheduler.stop(), b.scheduler.stop()]);
  });

  it('runs nothing while the database cannot say who holds the lease', async () => {
    const down = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/down', dataDir: 'memory://' });
    const events: Record<string, unknown>[] = [];
    let runs = 0;
    const scheduler = startLeasedScheduler(down.db, {
      name: 'unreachable',
      tickMs: TICK_MS,
      log: (entry) => events.push(entry),
      run: async () => {
        runs += 1;
      },
    });
    await waitUntil('the failed tick to be reported', () => events.length > 0);
    await scheduler.stop();
    await down.close();
    expect(runs).toBe(0);
    expect(events[0]).toMatchObject({ event: 'scheduler_error', scheduler: 'unreachable' });
  });
});
