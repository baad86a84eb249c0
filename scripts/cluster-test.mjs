// The cluster test (issue 22): three instances of the production build behind nginx (rendered
// from deploy/nginx.conf) on a throwaway PostgreSQL. Mixed traffic with live event streams runs
// while one instance is killed with SIGKILL and another restarted with SIGTERM; then it checks
// that nothing acknowledged was lost or doubled, the counters and the ledger hold, one rate-limit
// budget held across the three, the monitoring pass ran once per due time, every stream client
// got every event once, and only the SIGKILL failed requests (each retried safely).
//
// `node scripts/cluster-test.mjs [--report <file.json>]`; part of `npm test` (scripts/test.mjs).
// Prints a table of numbers and one line per check; exits 1 when a check fails.
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import {
  checkCounters,
  checkSignupLimit,
  checkStreams,
  checkWritesStoredOnce,
  connect,
  waitForStreams,
} from './lib/cluster/checks.mjs';
import { checkContracts, seedContracts } from './lib/cluster/contracts.mjs';
import { followEventStream } from './lib/cluster/event-stream.mjs';
import { call } from './lib/cluster/http.mjs';
import { killAllInstances, serverCommand, startInstance } from './lib/cluster/instances.mjs';
import { checkMonitoringPasses, startMonitoringDues, waitForPassSince } from './lib/cluster/monitoring.mjs';
import { nginxUnavailableReason, startNginx } from './lib/cluster/nginx.mjs';
import { formatSummary, summarizeFailures, summarizeProxyLog } from './lib/cluster/outcomes.mjs';
import { ADMIN, createVisitors, createWorkloadContext, runWorkload, seedCommunity } from './lib/cluster/workload.mjs';
import { freePort } from './lib/free-port.mjs';
import { liftedRateLimits } from './lib/lifted-rate-limits.mjs';
import { postgresUnavailableReason, startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const { values: options } = parseArgs({ options: { report: { type: 'string' } } });
const VISITORS = 12;
const SIGNUP_LIMIT = 12;
/** Traffic runs at least this long, and on until the restarted instance has served a while. */
const MIN_TRAFFIC_MS = 20_000;
const KILL_AT_MS = 4_000;
/** How often the test makes the monitoring pass due (there is no interval under 5 minutes). */
const DUE_EVERY_MS = 3_000;
const INSTANCE_ENV = {
  // One client address sends everything here: keep every limit but the one under test out of the way.
  ...liftedRateLimits(1_000_000),
  SIGNUP_LIMIT_PER_MINUTE: String(SIGNUP_LIMIT),
  MONITORING_TICK_SECONDS: '1',
};

const clock = performance.now();
const elapsed = (at = performance.now()) => `${((at - clock) / 1000).toFixed(1)} s`;
const log = (line) => console.log(`[${elapsed()}] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const checks = [];
const check = (name, { ok, detail }) => checks.push({ name, ok, detail });

function finish(skipReason) {
  const passed = checks.filter((entry) => entry.ok).length;
  const failed = checks.length - passed;
  if (options.report)
    writeFileSync(options.report, JSON.stringify({ passed, failed, skipped: skipReason ?? null, checks }, null, 2));
  if (skipReason) {
    console.log(`cluster test skipped: ${skipReason}`);
    process.exit(0);
  }
  console.log('');
  for (const entry of checks) console.log(`${entry.ok ? 'PASS' : 'FAIL'}  ${entry.name}: ${entry.detail}`);
  console.log(`\ncluster: ${passed} passed, ${failed} failed (${elapsed()})`);
  process.exit(failed > 0 ? 1 : 0);
}

const unavailable = nginxUnavailableReason() ?? postgresUnavailableReason();
if (unavailable) finish(unavailable);

const cleanups = [];
const numbers = {};
const cleanUp = async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => {});
};
// Interrupted (Ctrl+C, a CI timeout): stop what was started, leave no server running.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`${signal}: stopping the cluster`);
    void cleanUp().then(() => process.exit(130));
  });
}
try {
  log(`PostgreSQL, three instances (${serverCommand().label}) and nginx, on ${availableParallelism()} CPUs`);
  const { server: postgres, reason } = await startThrowawayPostgres();
  if (!postgres) throw new Error(reason);
  cleanups.push(() => postgres.stop());
  const databaseUrl = postgres.url;
  const ports = [await freePort(), await freePort(), await freePort()];
  const names = ['A', 'B', 'C'];
  const instances = [];
  const launch = async (index) => {
    const instance = await startInstance({ name: names[index], port: ports[index], databaseUrl, env: INSTANCE_ENV });
    instances[index] = instance;
    return instance;
  };
  cleanups.push(killAllInstances);
  // All three at once on an empty database: they must migrate it once between them and all come up.
  const started = await Promise.allSettled(ports.map((_, index) => launch(index)));
  const notStarted = started.find((result) => result.status === 'rejected');
  if (notStarted) throw notStarted.reason;
  const readiness = [...instances.map((instance) => instance.hasReadyRoute)];
  log(`instances ready in ${instances.map((instance) => `${instance.startMs} ms`).join(', ')}`);
  const nginx = await startNginx({ servers: instances.map((instance) => instance.address) });
  cleanups.push(() => nginx.stop());
  const db = await connect(databaseUrl);
  cleanups.push(() => db.end());

  const context = createWorkloadContext({ baseUrl: nginx.url, runId: Date.now().toString(36), seed: 22 });
  await createVisitors(context, VISITORS);
  const clients = context.visitors.map((visitor) => ({
    visitorId: visitor.id,
    label: `member ${visitor.index}`,
    stream: followEventStream(nginx.url, visitor.token),
  }));
  cleanups.push(() => Promise.all(clients.map((client) => client.stream.close())));
  await Promise.all(clients.map((client) => client.stream.opened()));
  await seedCommunity(context, { owners: 4, stakers: 6 });
  // Two TOKENS contracts between visitors who neither own the community's jobs nor stake.
  await seedContracts(context, [
    [VISITORS - 4, VISITORS - 2],
    [VISITORS - 3, VISITORS - 1],
  ]);
  log(`${VISITORS} visitors with open event streams, questions, jobs, contracts and staked-for tokens set up`);

  const signups = await checkSignupLimit(nginx.url, SIGNUP_LIMIT);
  numbers.signups = signups.numbers;
  check(`a limit of ${SIGNUP_LIMIT} sign-ups a minute holds across the three instances`, signups);

  const dues = await startMonitoringDues({ baseUrl: nginx.url, db, everyMs: DUE_EVERY_MS });

  // The traffic, and meanwhile: SIGKILL A (restarted at once, as a supervisor would), then once
  // A is back, a rolling restart of B: SIGTERM, wait for its exit, start it again.
  const events = {};
  let isTrafficOver = false;
  const traffic = runWorkload(context, () => isTrafficOver);
  await sleep(KILL_AT_MS);
  events.kill = performance.now();
  const killedAt = new Date();
  await instances[0].kill();
  events.killed = performance.now();
  log('A killed (SIGKILL)');
  await launch(0);
  readiness.push(instances[0].hasReadyRoute);
  events.aBack = performance.now();
  log(`A started again (${instances[0].startMs} ms)`);
  await sleep(2_000);
  events.term = performance.now();
  const terminating = instances[1].terminate();
  await sleep(100);
  const readyWhileDraining = await call(instances[1].baseUrl, 'GET', '/api/ready', { timeoutMs: 2_000 });
  const termination = await terminating;
  events.bExited = performance.now();
  log(`B stopped by SIGTERM: exit ${termination.code ?? termination.signal} after ${termination.ms} ms`);
  await launch(1);
  readiness.push(instances[1].hasReadyRoute);
  events.bBack = performance.now();
  log(`B started again (${instances[1].startMs} ms)`);
  await sleep(Math.max(3_000, MIN_TRAFFIC_MS - (performance.now() - events.kill + KILL_AT_MS)));
  isTrafficOver = true;
  events.trafficOver = performance.now();
  log('traffic stopped; waiting for the retries still under way');
  await traffic;
  log(`all writes settled (${context.journal.writes.length} writes, ${context.journal.reads.total} reads)`);
  // A pass the SIGKILL cut holds its lease for up to 15 s more: keep making passes due until one
  // has run since the kill (at most 25 s), so the check below sees whether passes resumed.
  await waitForPassSince(db, killedAt, 25_000);
  const dueTimes = await dues.stop();
  // The last due time's pass (one tick away).
  await sleep(2_500);
  const caughtUp = await waitForStreams(db, clients, 15_000);
  await Promise.all(clients.map((client) => client.stream.close()));
  log(caughtUp ? 'every stream client caught up' : 'stream clients still missing events after 15 s');

  check('every instance reports ready on GET /api/ready, and not ready once SIGTERM arrived', {
    ok: readiness.every(Boolean) && readyWhileDraining.status !== 200,
    detail: `${readiness.filter(Boolean).length} of ${readiness.length} starts ready by /api/ready; while draining: ${readyWhileDraining.status || readyWhileDraining.error}`,
  });
  check('SIGTERM: the instance drained and exited 0 within 10 s', {
    ok: termination.code === 0 && termination.ms <= 10_000,
    detail: `exit ${termination.code ?? termination.signal} after ${termination.ms} ms`,
  });

  const stored = await checkWritesStoredOnce(db, context.journal);
  numbers.writes = stored.numbers;
  check('every acknowledged write is stored, none twice', stored);
  check('counters equal their rows', await checkCounters(db));
  const contracts = await checkContracts(db, context);
  numbers.contracts = contracts.numbers;
  check('each contract milestone was funded and paid exactly once, by the ledger', contracts);
  const verify = await call(nginx.url, 'GET', '/api/ledger/verify', { headers: ADMIN });
  check('GET /api/ledger/verify is clean', {
    ok: verify.status === 200 && verify.body.ok === true,
    detail:
      verify.status === 200
        ? `ok: ${verify.body.ok}, ${verify.body.mismatches?.length ?? '?'} mismatches`
        : `answered ${verify.status || verify.error}`,
  });
  const monitoring = await checkMonitoringPasses(db, dueTimes, { killedAt });
  numbers.monitoring = monitoring.numbers;
  check('the monitoring pass ran at most once per due time', monitoring.atMostOnce);
  check('the monitoring pass resumed after the SIGKILL, and missed no other due time', monitoring.resumed);
  const streams = await checkStreams(db, clients);
  numbers.streams = streams.numbers;
  check('every stream client received every event meant for it exactly once', streams);
  const endings = clients.flatMap((client) => client.stream.endings);
  const cut = endings.filter((ending) => ending.kind === 'cut' && ending.at >= events.kill && ending.at < events.aBack);
  const drained = endings.filter(
    (ending) => ending.kind === 'ended' && ending.at >= events.term && ending.at <= events.bExited,
  );
  const reconnected = clients.every((client) => client.stream.stats.opens === client.stream.endings.length + 1);
  numbers.streamEvents = {
    cut: cut.length,
    drained: drained.length,
    opens: clients.reduce((total, client) => total + client.stream.stats.opens, 0),
    retryHints: clients.reduce((total, client) => total + client.stream.stats.retryHints, 0),
  };
  check('streams cut by the SIGKILL and ended by the SIGTERM drain all reconnected (Last-Event-ID)', {
    ok: cut.length > 0 && drained.length > 0 && reconnected,
    detail: `${cut.length} cut, ${drained.length} ended by the drain; ${numbers.streamEvents.opens} opens for ${clients.length} clients`,
  });

  const failures = summarizeFailures(context.journal, events);
  numbers.failures = failures.numbers;
  check('no request failed but those in flight at the SIGKILL (none during the SIGTERM restart)', failures.onlyKill);
  check('each write cut off by the SIGKILL was retried with its Idempotency-Key and completed once', failures.retried);
  numbers.proxy = summarizeProxyLog(nginx.accessLog());
  if (failures.numbers.others > 0) {
    const errors = nginx
      .errorLog()
      .split('\n')
      .filter((line) => line.includes('[error]'));
    console.log(`nginx error log (${errors.length} errors, the last 10):\n${errors.slice(-10).join('\n')}`);
  }

  console.log(`\n${formatSummary(numbers, { ...events, termination }, elapsed)}`);
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  checks.push({
    name: 'the cluster ran to the end',
    ok: false,
    detail: error instanceof Error ? error.message.split('\n')[0] : String(error),
  });
} finally {
  await cleanUp();
}
finish();
