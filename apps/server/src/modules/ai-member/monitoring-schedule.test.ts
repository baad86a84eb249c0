import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { type LeasedScheduler, startLeasedScheduler } from '../cluster/scheduler-lease.ts';
import { readState, updateState } from './ai-member.repository.ts';
import { monitoringRuns } from './ai-member.tables.ts';
import { builtInGenerator } from './generators.ts';
import { runDuePass, runPass, startMonitoring } from './monitoring.service.ts';

const MINUTE = 60_000;
const TICK_MS = 500;
const deps = { generator: builtInGenerator };

async function waitUntil(
  description: string | (() => string),
  check: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${typeof description === 'string' ? description : description()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe(`the monitoring schedule across processes (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  const scheduledRuns = async () =>
    (await database.db.select().from(monitoringRuns).where(eq(monitoringRuns.trigger, 'schedule'))).length;
  /** The engine running, with its next pass due a second ago. */
  const makeDue = () => updateState(database.db, { running: true, nextRunAt: new Date(Date.now() - 1_000) });

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await migrateDatabase(database);
    await startMonitoring(database.db);
  });
  afterAll(() => drop());

  it('does not run a due pass again in a process that saw it due before another ran it', async () => {
    await makeDue();
    const before = await scheduledRuns();
    const now = new Date();
    // Process B read the state (due) first; process A then runs the pass to the end.
    const seenByB = await readState(database.db);
    expect(seenByB.nextRunAt?.getTime()).toBeLessThanOrEqual(now.getTime());
    expect((await runDuePass(database.db, deps, now)).ran).toBe(true);
    // B goes on with what it read: the claim finds the tick taken.
    expect(await runPass(database.db, deps, 'schedule', now)).toEqual({
      ran: false,
      reason: 'No scheduled pass is due now.',
    });
    expect(await scheduledRuns()).toBe(before + 1);
    const state = await readState(database.db);
    expect(state.nextRunAt?.getTime()).toBe(now.getTime() + state.intervalMinutes * MINUTE);
  });

  it('runs one pass when two processes claim the same due tick at once', async () => {
    await makeDue();
    const before = await scheduledRuns();
    const now = new Date();
    const results = await Promise.all([runDuePass(database.db, deps, now), runDuePass(database.db, deps, now)]);
    expect(results.filter((result) => result.ran)).toHaveLength(1);
    expect(await scheduledRuns()).toBe(before + 1);
  });

  it("still runs the admin's pass now when no scheduled pass is due", async () => {
    const state = await readState(database.db);
    expect(state.nextRunAt?.getTime()).toBeGreaterThan(Date.now());
    expect((await runPass(database.db, deps, 'forced')).ran).toBe(true);
  });

  it('runs one scheduled pass per due tick with two leased schedulers, across a leader change', async () => {
    const ticks = { a: 0, b: 0 };
    const start = (holder: 'a' | 'b'): LeasedScheduler =>
      startLeasedScheduler(database.db, {
        name: 'ai-member-monitoring',
        holder,
        tickMs: TICK_MS,
        run: () => {
          ticks[holder] += 1;
          return runDuePass(database.db, deps);
        },
      });
    const a = start('a');
    await waitUntil('A to hold the lease', () => a.isHolder());
    const b = start('b');
    /** Makes a pass due and waits for its run plus three more ticks of the holder. */
    const dueTick = async (holder: 'a' | 'b') => {
      const before = await scheduledRuns();
      await makeDue();
      await waitUntil('the pass to run', async () => (await scheduledRuns()) > before);
      const seen = ticks[holder];
      await waitUntil(
        () => `three more ticks ${JSON.stringify({ ticks, holder, a: a.isHolder(), b: b.isHolder() })}`,
        () => ticks[holder] >= seen + 3,
      );
      expect(await scheduledRuns()).toBe(before + 1);
    };

    await dueTick('a');
    await dueTick('a');
    expect(ticks.b).toBe(0);
    // A dies without giving the lease up; B takes over and runs the next due pass, once.
    await a.stop({ release: false });
    await waitUntil('B to take over', () => b.isHolder());
    await dueTick('b');
    await b.stop();
  });
});
