// `node bench/runtime.mjs`: the production runtime (issue 22 §1, docs/decisions/006). Builds the
// server, then measures the built `node apps/server/dist/server.js`: cold start (spawn to the first
// 200 from /api/health) on a throwaway PostgreSQL (empty, then migrated), on a fresh PGlite
// directory and on the same directory again; resident memory at idle and after a minute of mixed
// load (reads and writes through the API); the time SIGTERM takes to exit 0 at idle.
// Prints a table and writes bench/results/runtime.json. RUNTIME_LOAD_SECONDS (default 60) and
// RUNTIME_IDLE_SECONDS (default 5) shorten it for a quick run.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/lib/free-port.mjs';
import { liftedRateLimits } from '../scripts/lib/lifted-rate-limits.mjs';
import { startThrowawayPostgres } from '../scripts/lib/throwaway-postgres.mjs';
import { machineLine } from './lib/report.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'bench/results/runtime.json');
const LOAD_SECONDS = Number(process.env.RUNTIME_LOAD_SECONDS ?? 60);
const IDLE_SECONDS = Number(process.env.RUNTIME_IDLE_SECONDS ?? 5);
/** Concurrent clients of the mixed load, each pausing this long between requests: a modest load. */
const LOAD_CLIENTS = 4;
const LOAD_PAUSE_MS = 20;
const ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (kilobytes) => Math.round(kilobytes / 1024);

/** Resident memory now and at its peak, in MB (Linux /proc). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN);
  return { rssMb: mb(field('VmRSS')), peakMb: mb(field('VmHWM')) };
}

/** Spawns the built server and times it to its first 200 from /api/health (polled every 10 ms). */
async function startBuiltServer(env) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_TOKEN,
      MONITORING_TICK_SECONDS: '3600',
      ...liftedRateLimits(),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${stderr}`);
    if (performance.now() - started > 180_000) {
      child.kill('SIGKILL');
      throw new Error(`the server was not healthy within 180 s:\n${stderr}`);
    }
    const ok = await fetch(`${url}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ok) break;
    await sleep(10);
  }
  const startMs = Math.round(performance.now() - started);
  return {
    url,
    pid: child.pid,
    startMs,
    /** SIGTERM; resolves with the exit code and how long the graceful shutdown took. */
    async stop() {
      const stopping = performance.now();
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return { code, stopMs: Math.round(performance.now() - stopping) };
    },
  };
}

async function api(url, method, route, { token, body } = {}) {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * LOAD_CLIENTS clients for `seconds`: about 7 reads (lists, one question, the jobs) for every
 * 3 writes (questions and answers), each client pausing LOAD_PAUSE_MS between requests.
 */
async function mixedLoad(url, seconds) {
  const tokens = [];
  for (let index = 0; index < 10; index++) tokens.push((await api(url, 'POST', '/api/session')).body.token);
  const questionIds = [];
  const counts = { requests: 0, failed: 0 };
  const deadline = Date.now() + seconds * 1000;
  const operations = [
    () => api(url, 'GET', '/api/questions?limit=20'),
    () => api(url, 'GET', '/api/questions?limit=20&sort=popular'),
    () => api(url, 'GET', `/api/questions/${questionIds.at(-1) ?? '00000000-0000-0000-0000-000000000000'}`),
    () => api(url, 'GET', '/api/jobs'),
    () => api(url, 'GET', '/api/users?limit=20'),
    () => api(url, 'GET', '/api/questions?limit=20', { token: tokens[0] }),
    () => api(url, 'GET', '/api/health'),
    async (n) => {
      const result = await api(url, 'POST', '/api/questions', {
        token: tokens[n % tokens.length],
        body: {
          title: `Runtime bench question ${n}`,
          content: `Asked by the runtime bench, number ${n}.`,
          tags: ['bench'],
        },
      });
      if (result.status === 201) questionIds.push(result.body.question.id);
      return result;
    },
    (n) =>
      questionIds.length === 0
        ? api(url, 'GET', '/api/questions')
        : api(url, 'POST', `/api/questions/${questionIds[n % questionIds.length]}/answers`, {
            token: tokens[(n + 1) % tokens.length],
            body: { content: `An answer from the runtime bench, number ${n}.` },
          }),
    (n) =>
      api(url, 'POST', '/api/questions', {
        token: tokens[(n + 2) % tokens.length],
        body: { title: `Runtime bench note ${n}`, content: `Written by the runtime bench, ${n}.`, tags: ['bench'] },
      }),
  ];
  let sequence = 0;
  const client = async () => {
    while (Date.now() < deadline) {
      sequence += 1;
      const n = sequence;
      const result = await operations[n % operations.length](n).catch(() => ({ status: 0 }));
      counts.requests += 1;
      // A 404 for the placeholder id before the first question exists is expected, not a failure.
      if (result.status >= 500 || result.status === 0) counts.failed += 1;
      await sleep(LOAD_PAUSE_MS);
    }
  };
  await Promise.all(Array.from({ length: LOAD_CLIENTS }, client));
  return { ...counts, perSecond: Math.round(counts.requests / seconds) };
}

/** One start: cold start, idle memory, optionally a minute of load, then a graceful stop. */
async function measureRun(name, env, { withLoad }) {
  console.log(`\n== ${name} ==`);
  const server = await startBuiltServer(env);
  console.log(`healthy after ${server.startMs} ms`);
  await sleep(IDLE_SECONDS * 1000);
  const idle = memoryOf(server.pid);
  console.log(`idle: ${idle.rssMb} MB resident (peak ${idle.peakMb} MB)`);
  let load = null;
  if (withLoad) {
    const traffic = await mixedLoad(server.url, LOAD_SECONDS);
    load = { ...traffic, ...memoryOf(server.pid) };
    console.log(
      `after ${LOAD_SECONDS} s of mixed load (${traffic.requests} requests, ${traffic.failed} failed): ${load.rssMb} MB resident (peak ${load.peakMb} MB)`,
    );
  }
  const stop = await server.stop();
  console.log(`SIGTERM: exit ${stop.code} after ${stop.stopMs} ms`);
  return { name, startMs: server.startMs, idle, load, stop };
}

console.log('Building the server...');
execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });

const runs = [];
const postgres = await startThrowawayPostgres();
if (postgres.server) {
  try {
    const env = { DATABASE_URL: postgres.server.url };
    runs.push(
      await measureRun(`PostgreSQL ${postgres.server.version}, empty database (migrates)`, env, { withLoad: false }),
    );
    runs.push(await measureRun(`PostgreSQL ${postgres.server.version}, migrated`, env, { withLoad: true }));
  } finally {
    await postgres.server.stop();
  }
} else console.log(`PostgreSQL skipped: ${postgres.reason}`);

const scratch = mkdtempSync(path.join(tmpdir(), 'bench-runtime-'));
try {
  const env = { DATA_DIR: path.join(scratch, 'data'), SEED_DEMO_DATA: 'true' };
  runs.push(await measureRun('PGlite, fresh directory (migrates, seeds)', env, { withLoad: false }));
  runs.push(await measureRun('PGlite, reused directory', env, { withLoad: true }));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const header = [
  'database',
  'cold start ms',
  'idle MB (peak)',
  `after ${LOAD_SECONDS} s load MB (peak)`,
  'load req/s',
  'SIGTERM exit',
];
const rows = runs.map((run) => [
  run.name,
  String(run.startMs),
  `${run.idle.rssMb} (${run.idle.peakMb})`,
  run.load ? `${run.load.rssMb} (${run.load.peakMb})` : '–',
  run.load ? `${run.load.perSecond} (${run.load.failed} failed)` : '–',
  `${run.stop.code} in ${run.stop.stopMs} ms`,
]);
console.log(`\n${machineLine()}\n`);
console.log(
  [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n'),
);

mkdirSync(path.dirname(RESULTS), { recursive: true });
writeFileSync(
  RESULTS,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: machineLine(),
      command: 'node apps/server/dist/server.js',
      loadSeconds: LOAD_SECONDS,
      idleSeconds: IDLE_SECONDS,
      load: { clients: LOAD_CLIENTS, pauseMs: LOAD_PAUSE_MS },
      runs,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nWrote ${path.relative(ROOT, RESULTS)}`);
if (runs.some((run) => run.stop.code !== 0 || (run.load?.failed ?? 0) > 0)) process.exitCode = 1;
