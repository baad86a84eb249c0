// `npm run bench:profile`: where a signed-in request's time goes (issue 24, bench/findings.md).
// Starts the bench server (bench/api/app-server.ts) under `node --cpu-prof` on a throwaway
// PostgreSQL (or PGlite with PROFILE_DB=pglite), counts the statements one request sends through
// the driver, then loads the scenario for BENCH_SECONDS and prints the profile's heaviest
// functions by self time and by package. Scenarios (PROFILE_SCENARIOS, comma separated): list
// (signed-in GET /api/questions), vote (POST /api/questions/:id/vote over every seeded question),
// notifications (signed-in GET /api/notifications), stake (POST /api/wallet/stake, keyed, by the
// write workload's funded visitors, bench/api/write-workload.ts), messages (POST
// /api/applications/:id/messages in ten conversations of one job owner, as the bench sends them).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { liftedRateLimits } from '../scripts/lib/lifted-rate-limits.mjs';
import { startThrowawayPostgres } from '../scripts/lib/throwaway-postgres.mjs';
import { ensureBenchDependencies } from './lib/bench-dependencies.mjs';
import { ROOT, runNode, startProcess } from './lib/processes.mjs';

ensureBenchDependencies();
const { measure, roundRobinVotes, signedInListRequests } = await import('./lib/load.mjs');
const { BENCH_ADMIN_TOKEN, stakeRequests } = await import('./lib/api-bench.mjs');
const { messageRequests, prepareConversations } = await import('./lib/marketplace-bench.mjs');

const scenarios = (process.env.PROFILE_SCENARIOS ?? 'list,vote,notifications').split(',');
const onPglite = process.env.PROFILE_DB === 'pglite';

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}`);
  return response.json();
}

/** Self time per function and per package/file from a .cpuprofile (Chrome's format). */
function summarise(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const total = [...self.values()].reduce((sum, value) => sum + value, 0);
  const functions = new Map();
  const places = new Map();
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id);
    const where = callFrame.url.replace(`file://${ROOT}/`, '').replace(/^.*node_modules\//, 'node_modules/');
    const place = where.startsWith('node_modules/')
      ? where
          .split('/')
          .slice(0, where.split('/')[1].startsWith('@') ? 3 : 2)
          .join('/')
      : where.startsWith('node:')
        ? where
        : where === ''
          ? `(${callFrame.functionName || 'native'})`
          : path.dirname(where);
    const name = `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
    places.set(place, (places.get(place) ?? 0) + micros);
  }
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => `${((micros / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  return { totalMs: total / 1000, functions: top(functions, 25), places: top(places, 20) };
}

async function profileScenario(env, scenario, workload) {
  const profileDir = mkdtempSync(path.join(tmpdir(), 'cpu-prof-'));
  const server = await startProcess({
    args: ['--cpu-prof', '--cpu-prof-dir', profileDir, '--import', 'tsx', 'bench/api/app-server.ts'],
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      ADMIN_TOKEN: BENCH_ADMIN_TOKEN,
      BENCH_TRACE_STATEMENTS: '1',
      ...liftedRateLimits(),
      ...env,
    },
  });
  try {
    const tokens = [];
    for (let i = 0; i < 50; i += 1) tokens.push((await json(`${server.url}/api/session`, { method: 'POST' })).token);
    const { questions } = await json(`${server.url}/api/questions`);
    const conversations =
      scenario === 'messages' ? await prepareConversations(server.url, tokens[0], tokens.slice(1, 11)) : [];
    const target =
      scenario === 'messages'
        ? { url: server.url, requests: messageRequests(tokens[0], conversations) }
        : scenario === 'vote'
          ? { url: server.url, requests: roundRobinVotes(questions, tokens) }
          : scenario === 'stake'
            ? { url: server.url, requests: stakeRequests(workload.stakers) }
            : scenario === 'list'
              ? { url: server.url, requests: signedInListRequests(tokens) }
              : { url: `${server.url}/api/notifications`, headers: { authorization: `Bearer ${tokens[0]}` } };
    // One request alone, to count its statements (the first after a reset is the one to read).
    await json(`${server.url}/api/bench/statements`);
    const one =
      scenario === 'vote'
        ? await fetch(`${server.url}/api/questions/${questions[0].id}/vote`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[1]}` },
            body: JSON.stringify({ direction: 'up' }),
          })
        : scenario === 'stake'
          ? await fetch(`${server.url}/api/wallet/stake`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${workload.stakers[0]}`,
                'idempotency-key': crypto.randomUUID(),
              },
              body: JSON.stringify({ amount: 1 }),
            })
          : scenario === 'messages'
            ? await fetch(`${server.url}/api/applications/${conversations[0].id}/messages`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
                body: JSON.stringify({ body: 'One message, counted' }),
              })
            : await fetch(scenario === 'list' ? `${server.url}/api/questions` : target.url, {
                headers: { authorization: `Bearer ${tokens[0]}` },
              });
    if (!one.ok) throw new Error(`${scenario} answered ${one.status}`);
    const statements = await json(`${server.url}/api/bench/statements`);
    const load = await measure(target);
    const during = await json(`${server.url}/api/bench/statements`);
    return { statements, load, perRequest: during.total / load.requests, profileDir };
  } finally {
    await server.stop();
  }
}

/** The funded stakers of the write workload, when a scenario needs them. */
async function writeWorkload(env) {
  if (!scenarios.includes('stake')) return undefined;
  const stdout = await runNode(['--import', 'tsx', 'bench/api/write-workload.ts'], env);
  return JSON.parse(stdout.trim().split('\n').at(-1));
}

async function withDatabase(work) {
  if (onPglite) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'profile-pglite-'));
    try {
      await runNode(['--import', 'tsx', 'bench/api/prepare-db.ts'], { DATA_DIR: dataDir });
      return await work({ DATA_DIR: dataDir }, await writeWorkload({ DATA_DIR: dataDir }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const { server, reason } = await startThrowawayPostgres();
  if (!server) throw new Error(`PostgreSQL unavailable: ${reason}`);
  try {
    await runNode(['--import', 'tsx', 'bench/api/prepare-db.ts'], { DATABASE_URL: server.url });
    return await work({ DATABASE_URL: server.url }, await writeWorkload({ DATABASE_URL: server.url }));
  } finally {
    await server.stop();
  }
}

await withDatabase(async (env, workload) => {
  for (const scenario of scenarios) {
    const { statements, load, perRequest, profileDir } = await profileScenario(env, scenario, workload);
    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    const summary = summarise(path.join(profileDir, file));
    console.log(`\n=== ${scenario} on ${onPglite ? 'PGlite' : 'PostgreSQL'} ===`);
    console.log(
      `load: ${Math.round(load.rps)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, non-2xx ${load.non2xx}; ` +
        `statements per request under load: ${perRequest.toFixed(2)}`,
    );
    console.log(`one request sent ${statements.total} statements (PostgreSQL only; PGlite is not traced):`);
    for (const { shape, count } of statements.statements) console.log(`  ${count} × ${shape}`);
    console.log(`profile ${path.join(profileDir, file)} (${summary.totalMs.toFixed(0)} ms sampled)`);
    console.log('self time by place:');
    for (const line of summary.places) console.log(`  ${line}`);
    console.log('self time by function:');
    for (const line of summary.functions) console.log(`  ${line}`);
  }
});
