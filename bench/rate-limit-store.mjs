// What the shared rate-limit store costs per request (issue 22 §2, docs/decisions/007): the same
// server build on the same PostgreSQL, once with the limits counted in memory (RATE_LIMIT_STORE=
// memory) and once in the `rate_limit_buckets` table (shared, the default on PostgreSQL). Three
// loads: the bench-only in-memory route (the store is then most of the work), GET /api/questions
// from one client address (every request counts on ONE row: the worst case), and the same list
// from 1,000 client addresses (X-Forwarded-For behind a trusted proxy, as through nginx).
// Both servers run side by side and the loads alternate between them, BENCH_RATE_LIMIT_ROUNDS times
// (default 2): each store keeps its best round, so a neighbour's burst on a shared machine does not
// decide the comparison. Besides req/s and latency, it reads the CPU time the server process and
// the PostgreSQL processes spent per request (/proc, Linux): that figure moves much less when a
// neighbour loads the machine, where req/s does.
// Standalone: `node bench/rate-limit-store.mjs` (BENCH_SECONDS, BENCH_CONNECTIONS as in bench/lib/load.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startThrowawayPostgres } from '../scripts/lib/throwaway-postgres.mjs';
import { startAppServer } from './lib/api-bench.mjs';
import { LOAD, measure } from './lib/load.mjs';
import { runNode } from './lib/processes.mjs';
import { eachRequest } from './lib/requests.mjs';

const STORES = ['memory', 'shared'];
const CLIENT_ADDRESSES = 1_000;
const ROUNDS = Number(process.env.BENCH_RATE_LIMIT_ROUNDS ?? 2);

const TICKS_PER_SECOND = 100;

/** utime, stime, cutime, cstime of a process in seconds (children it reaped count in the last two). */
function cpuSecondsOf(pid, withReaped = false) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // After "pid (comm) ": state is field 3, so utime (14) is index 11.
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return (utime + stime + (withReaped ? cutime + cstime : 0)) / TICKS_PER_SECOND;
  } catch {
    return 0; // Gone since the listing: its time is in its parent's reaped time.
  }
}

/** The postmaster listening on `port` on this machine, or null (PostgreSQL elsewhere, or not Linux). */
function findPostmaster(port) {
  for (const entry of safeList('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args[args.indexOf('-p') + 1] === String(port)) return Number(entry);
    } catch {}
  }
  return null;
}

function safeList(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** CPU seconds so far of PostgreSQL: the postmaster, its live backends and those it reaped. */
function postgresCpuSeconds(postmaster) {
  let total = cpuSecondsOf(postmaster, true);
  for (const entry of safeList('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (ppid === postmaster) total += cpuSecondsOf(entry);
    } catch {}
  }
  return total;
}

/**
 * bench/lib/load.mjs's measurement (a warm-up, then the measured run, same figures; without its
 * ANALYZE in between, as this bench has always measured), plus the CPU microseconds per request
 * the server and PostgreSQL spent during the measured run.
 */
function measureWithCpu(target, serverPid, postmaster) {
  return measure({
    ...target,
    analyze: false,
    observe: () => {
      const before = { server: cpuSecondsOf(serverPid), postgres: postmaster ? postgresCpuSeconds(postmaster) : 0 };
      return ({ requests }) => {
        const perRequest = (seconds) => Math.round((seconds * 1e6) / requests);
        return {
          serverCpuMicroseconds: perRequest(cpuSecondsOf(serverPid) - before.server),
          postgresCpuMicroseconds: postmaster ? perRequest(postgresCpuSeconds(postmaster) - before.postgres) : null,
        };
      };
    },
  });
}

/** One request list whose requests come from `count` client addresses in turn. */
function fromManyAddresses(path, count) {
  return eachRequest(
    (index, request) => {
      const n = index + 1;
      const address = `10.${(n % count) >> 8}.${(n % count) & 255}.1`;
      return { headers: { ...request.headers, 'x-forwarded-for': address } };
    },
    { method: 'GET', path },
  );
}

const LOADS = {
  'GET /api/bench/memory (one address)': (url) => ({ url: `${url}/api/bench/memory` }),
  'GET /api/questions (one address)': (url) => ({ url: `${url}/api/questions` }),
  [`GET /api/questions (${CLIENT_ADDRESSES.toLocaleString('en')} addresses)`]: (url) => ({
    url,
    requests: fromManyAddresses('/api/questions', CLIENT_ADDRESSES),
  }),
};

/** Measures every load with each store on the PostgreSQL at `env.DATABASE_URL` (seeded here). */
export async function benchRateLimitStore(env) {
  await runNode(['--import', 'tsx', 'bench/api/prepare-db.ts'], env);
  const results = {};
  const servers = {};
  const postmaster = findPostmaster(new URL(env.DATABASE_URL).port);
  try {
    for (const store of STORES) {
      servers[store] = await startAppServer({ ...env, RATE_LIMIT_STORE: store, TRUST_PROXY: 'true' });
    }
    for (const [name, load] of Object.entries(LOADS)) {
      results[name] = {};
      for (let round = 1; round <= ROUNDS; round++) {
        for (const store of STORES) {
          const result = await measureWithCpu(load(servers[store].url), servers[store].pid, postmaster);
          console.log(
            `round ${round} ${store.padEnd(6)} ${name}: ${Math.round(result.rps)} req/s, CPU per request: server ${result.serverCpuMicroseconds} µs, PostgreSQL ${result.postgresCpuMicroseconds ?? '?'} µs`,
          );
          if (result.rps > (results[name][store]?.rps ?? 0)) results[name][store] = result;
        }
      }
    }
  } finally {
    for (const server of Object.values(servers)) await server.stop();
  }
  return Object.fromEntries(
    Object.entries(results).map(([name, { memory, shared }]) => [
      name,
      {
        memory,
        shared,
        // Wall time per request at saturation (all connections busy), shared minus memory.
        costMicroseconds: Math.round(1e6 / shared.rps - 1e6 / memory.rps),
        // CPU time per request (server + PostgreSQL), shared minus memory.
        cpuCostMicroseconds:
          memory.postgresCpuMicroseconds === null
            ? null
            : shared.serverCpuMicroseconds +
              shared.postgresCpuMicroseconds -
              memory.serverCpuMicroseconds -
              memory.postgresCpuMicroseconds,
        p50DeltaMs: shared.p50 - memory.p50,
        p99DeltaMs: shared.p99 - memory.p99,
      },
    ]),
  );
}

const cpuOf = (result) => `${result.serverCpuMicroseconds} + ${result.postgresCpuMicroseconds ?? '?'}`;

/** The table this bench prints; also what a report can quote. */
export function formatRateLimitStore(results) {
  const row = (cells) => `| ${cells.join(' | ')} |`;
  return [
    row([
      'load',
      'memory req/s',
      'shared req/s',
      'memory p50/p99 ms',
      'shared p50/p99 ms',
      'memory CPU µs/req (server + PG)',
      'shared CPU µs/req (server + PG)',
      'cost per request (wall / CPU)',
    ]),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...Object.entries(results).map(([name, result]) =>
      row([
        name,
        Math.round(result.memory.rps),
        Math.round(result.shared.rps),
        `${result.memory.p50} / ${result.memory.p99}`,
        `${result.shared.p50} / ${result.shared.p99}`,
        cpuOf(result.memory),
        cpuOf(result.shared),
        `${result.costMicroseconds} µs / ${result.cpuCostMicroseconds ?? '?'} µs`,
      ]),
    ),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { server, reason } = await startThrowawayPostgres();
  if (!server) {
    console.log(`Skipped: the shared store lives in PostgreSQL, which cannot start here (${reason}).`);
    process.exit(0);
  }
  try {
    console.log(
      `Rate-limit store on PostgreSQL ${server.version}: ${LOAD.connections} connections, ${LOAD.seconds} s per load, ${cpus().length} CPUs`,
    );
    const results = await benchRateLimitStore({ DATABASE_URL: server.url });
    console.log(`\n${formatRateLimitStore(results)}`);
  } finally {
    await server.stop();
  }
}
