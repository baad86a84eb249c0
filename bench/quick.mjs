// `node bench/quick.mjs`: a quick A/B of the signed-in paths while changing the server (issue 24):
// the bench server on a throwaway PostgreSQL (PGlite with QUICK_DB=pglite), 5 s per row by default.
// Rows: in-memory, anonymous list, signed-in list, signed-in notifications, votes over every question;
// with QUICK_WORKLOAD=1 also `marketplace` (messages, then the owner's notifications, as the bench
// runs them) and `stake` (the write workload's funded visitors).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from '../scripts/lib/throwaway-postgres.mjs';
import { ensureBenchDependencies } from './lib/bench-dependencies.mjs';
import { runNode } from './lib/processes.mjs';

process.env.BENCH_SECONDS ??= '5';
process.env.BENCH_WARMUP_SECONDS ??= '2';
ensureBenchDependencies();
const { measure, roundRobinVotes, signedInListRequests } = await import('./lib/load.mjs');
const { startAppServer, stakeRequests } = await import('./lib/api-bench.mjs');
const { benchMarketplace } = await import('./lib/marketplace-bench.mjs');

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}`);
  return response.json();
}

const lastJsonLine = (stdout) => JSON.parse(stdout.trim().split('\n').at(-1));

async function rows(env, workload) {
  const server = await startAppServer({
    ...env,
    ...(process.env.QUICK_STORE ? { RATE_LIMIT_STORE: process.env.QUICK_STORE } : {}),
  });
  try {
    const tokens = [];
    for (let i = 0; i < 100; i += 1) tokens.push((await json(`${server.url}/api/session`, { method: 'POST' })).token);
    const { questions } = await json(`${server.url}/api/questions`);
    const only = process.env.QUICK_ROWS?.split(',');
    const want = (name) => !only || only.includes(name);
    const results = {};
    if (want('memory')) results.memory = await measure({ url: `${server.url}/api/bench/memory` });
    if (want('anon')) results.anon = await measure({ url: `${server.url}/api/questions` });
    if (want('list')) results.list = await measure({ url: server.url, requests: signedInListRequests(tokens) });
    if (want('notifications'))
      results.notifications = await measure({
        url: `${server.url}/api/notifications`,
        headers: { authorization: `Bearer ${tokens[0]}` },
      });
    if (want('vote')) results.vote = await measure({ url: server.url, requests: roundRobinVotes(questions, tokens) });
    if (workload && want('marketplace')) {
      const marketplace = await benchMarketplace(server.url, tokens);
      results.messages = marketplace['POST /api/applications/:id/messages'];
      results['owner notes'] = marketplace['GET /api/notifications (signed in)'];
    }
    if (workload && want('stake'))
      results.stake = await measure({ url: server.url, requests: stakeRequests(workload.stakers) });
    for (const [name, r] of Object.entries(results))
      console.log(
        `${name.padEnd(14)} ${String(Math.round(r.rps)).padStart(6)} req/s  p50 ${r.p50}  p99 ${r.p99}  non2xx ${r.non2xx}`,
      );
  } finally {
    await server.stop();
  }
}

if (process.env.QUICK_DB === 'pglite') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quick-'));
  await runNode(['--import', 'tsx', 'bench/api/prepare-db.ts'], { DATA_DIR: dataDir });
  const workload = process.env.QUICK_WORKLOAD
    ? lastJsonLine(await runNode(['--import', 'tsx', 'bench/api/write-workload.ts'], { DATA_DIR: dataDir }))
    : undefined;
  await rows({ DATA_DIR: dataDir }, workload);
  rmSync(dataDir, { recursive: true, force: true });
} else {
  const { server } = await startThrowawayPostgres();
  try {
    await runNode(['--import', 'tsx', 'bench/api/prepare-db.ts'], { DATABASE_URL: server.url });
    // QUICK_WORKLOAD=1: with the bench's write workload in the database (bench/api/write-workload.ts).
    const workload = process.env.QUICK_WORKLOAD
      ? lastJsonLine(await runNode(['--import', 'tsx', 'bench/api/write-workload.ts'], { DATABASE_URL: server.url }))
      : undefined;
    await rows({ DATABASE_URL: server.url }, workload);
  } finally {
    await server.stop();
  }
}
