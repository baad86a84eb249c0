// The AI member's monitoring pass in the cluster test: made due every few seconds (the shortest
// interval the admin can set is 5 minutes), then checked to have run once per due time, on
// whichever instance held the scheduler lease.
import { callOk } from './http.mjs';
import { ADMIN } from './workload.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the engine through the admin API, then every `everyMs` makes a pass due (next_run_at =
 * now) once the previous due time was served and no pass runs, recording when. `stop()` resolves
 * with the due times.
 */
export async function startMonitoringDues({ baseUrl, db, everyMs }) {
  await callOk(baseUrl, 'PUT', '/api/monitoring/config', {
    headers: ADMIN,
    body: { proactiveEngagementInterval: 5, maxEngagementsPerHour: 20 },
  });
  await callOk(baseUrl, 'POST', '/api/monitoring/start', { headers: ADMIN });
  const dueTimes = [];
  let isRunning = true;
  const loop = (async () => {
    while (isRunning) {
      const { rows } = await db.query(
        `update monitoring_state set next_run_at = now()
          where id = 1 and running and next_run_at > now()
            and (pass_lease_until is null or pass_lease_until <= now()) returning next_run_at`,
      );
      if (rows[0]) dueTimes.push(rows[0].next_run_at);
      await sleep(everyMs);
    }
  })();
  return {
    async stop() {
      isRunning = false;
      await loop;
      return dueTimes;
    },
  };
}

/** Waits until a scheduled pass has started after `since`, or `timeoutMs` has passed. */
export async function waitForPassSince(db, since, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await db.query(
      `select 1 from monitoring_runs where trigger = 'schedule' and started_at > $1 limit 1`,
      [since],
    );
    if (rows.length > 0) return true;
    await sleep(500);
  }
  return false;
}

/**
 * The monitoring pass ran at most once per due time: `dueTimes` (ascending) are when the test
 * made a pass due; each scheduled run belongs to the last due time before its start. A pass is
 * recorded when it finishes, so the one the SIGKILL may cut leaves its due time without a run (at
 * most one); its lease (15 s, renewed as the pass goes) then runs out and passes resume.
 */
export async function checkMonitoringPasses(db, dueTimes, { killedAt }) {
  const { rows } = await db.query(
    `select started_at from monitoring_runs where trigger = 'schedule' and started_at >= $1 order by started_at`,
    [dueTimes[0] ?? new Date()],
  );
  const perDue = dueTimes.map(() => 0);
  for (const row of rows) {
    const index = dueTimes.findLastIndex((due) => due <= row.started_at);
    if (index >= 0) perDue[index] += 1;
  }
  const twice = perDue.filter((count) => count > 1).length;
  const missed = perDue.filter((count) => count === 0).length;
  const afterKill = rows.filter((row) => row.started_at > killedAt).length;
  const { rows: state } = await db.query(`select pass_lease_until from monitoring_state where id = 1`);
  const lease = state[0]?.pass_lease_until;
  const stuck = lease && lease > new Date() ? `; a pass lease is still held until ${lease.toISOString()}` : '';
  return {
    atMostOnce: {
      ok: dueTimes.length > 0 && twice === 0,
      detail: `${dueTimes.length} due times, ${rows.length} scheduled passes; ${twice} due times ran more than once`,
    },
    resumed: {
      ok: dueTimes.length > 0 && missed <= 1 && afterKill > 0,
      detail: `${dueTimes.length - missed} of ${dueTimes.length} due times got their pass (the SIGKILL may cut one); ${afterKill} passes after the kill${stuck}`,
    },
    numbers: { dues: dueTimes.length, passes: rows.length, twice, missed, afterKill },
  };
}
