// API throughput and latency (DESIGN.md §8): the production server on one database, each endpoint
// against the in-memory route of the same build, plus the plain Fastify hello world variants.
import { liftedRateLimits } from '../../scripts/lib/lifted-rate-limits.mjs';
import { measure, signedInListRequests } from './load.mjs';
import { benchMarketplace } from './marketplace-bench.mjs';
import { runNode, startProcess } from './processes.mjs';
import { eachRequest, jsonRequest } from './requests.mjs';

export const BENCH_ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef';
const VISITORS = 50;
/** The signed-in list's row; before 2026-11-28 it was 'GET /api/questions (signed in, uncached)', one visitor. */
export const SIGNED_IN_LIST = 'GET /api/questions (signed in)';

/**
 * The write reference of DESIGN.md §8, measured on the same server as the write rows: one
 * single-row insert and commit through the same driver, pool and concurrency (POST
 * /api/bench/raw-commit, bench/api/app-server.ts). Each write row reports its ratio to it.
 */
export const RAW_COMMIT = 'POST /api/bench/raw-commit';

export function measureRawCommit(url) {
  return measure({ url: `${url}/api/bench/raw-commit`, method: 'POST' });
}

/** The production server build with the bench-only in-memory route (bench/api/app-server.ts). */
export function startAppServer(env) {
  return startProcess({
    args: ['--import', 'tsx', 'bench/api/app-server.ts'],
    env: { NODE_ENV: 'production', LOG_LEVEL: 'info', ADMIN_TOKEN: BENCH_ADMIN_TOKEN, ...liftedRateLimits(), ...env },
  });
}

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}`);
  return response.json();
}

/** Questions each voter comes back to: 200 voters x 20 = 4,000 (voter, question) pairs. */
const QUESTIONS_PER_VOTER = 20;
/** Pairs in play at a time: each gets its three requests within 600 requests, never two at once (50 connections). */
const WINDOW = 200;
/** A pair's directions in turn, from its own offset: first votes, switches and repeats (a repeat removes the vote). */
const DIRECTIONS = ['up', 'down', 'down'];

/**
 * Votes over many questions and visitors (issue 24). Request n belongs to pair k of a window of
 * 200 pairs, and the window moves on every 600 requests, so whatever the throughput the run mixes
 * first votes, up -> down and down -> up switches, and repeats (about 4 : 3 : 2 from no votes).
 * Neighbouring requests have different voters and questions 37 apart (so different authors: the
 * vote also locks its author's row). No voter authored a question (bench/api/write-workload.ts).
 */
function spreadVoteRequests({ voters, questionIds }) {
  const pairs = voters.length * Math.min(QUESTIONS_PER_VOTER, questionIds.length);
  return eachRequest((count) => {
    const visit = Math.floor(count / WINDOW) % DIRECTIONS.length;
    const k = (Math.floor(count / (WINDOW * DIRECTIONS.length)) * WINDOW + (count % WINDOW)) % pairs;
    const voter = k % voters.length;
    const question = (37 * voter + Math.floor(k / voters.length)) % questionIds.length;
    return jsonRequest({
      path: `/api/questions/${questionIds[question]}/vote`,
      token: voters[voter],
      body: { direction: DIRECTIONS[(visit + k) % DIRECTIONS.length] },
    });
  });
}

/** Each request stakes one token as one of the funded visitors, with its own Idempotency-Key as the web app sends. */
export function stakeRequests(stakers) {
  return eachRequest((n) =>
    jsonRequest({
      path: '/api/wallet/stake',
      token: stakers[(n + 1) % stakers.length],
      body: { amount: 1 },
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
  );
}

/** Measures every endpoint of DESIGN.md §8 on the server at `env` (a DATABASE_URL or a DATA_DIR). */
export async function benchEndpoints(env) {
  const stdout = await runNode(['--import', 'tsx', 'bench/api/write-workload.ts'], env);
  const workload = JSON.parse(stdout.trim().split('\n').at(-1));
  const server = await startAppServer(env);
  try {
    const tokens = [];
    for (let i = 0; i < VISITORS; i += 1)
      tokens.push((await json(`${server.url}/api/session`, { method: 'POST' })).token);

    const results = { memory: await measure({ url: `${server.url}/api/bench/memory` }) };
    const reads = [
      '/api/questions',
      '/api/prototypes',
      '/api/pipeline',
      '/api/tasks',
      '/api/feedback/analytics?timeframe=30d',
    ];
    for (const path of reads) results[`GET ${path}`] = await measure({ url: `${server.url}${path}` });
    // The same list signed in, by every visitor in turn: it carries each one's "my vote", read from the
    // database on every request; the rest of the page is the cached anonymous one (findings item 23).
    results[SIGNED_IN_LIST] = await measure({ url: server.url, requests: signedInListRequests(tokens) });
    results[RAW_COMMIT] = await measureRawCommit(server.url);
    // Until issue 24 this row voted on one question only; docs/performance.md's before table says so.
    results['POST /api/questions/:id/vote'] = await measure({
      url: server.url,
      requests: spreadVoteRequests(workload),
    });
    Object.assign(results, await benchMarketplace(server.url, tokens));
    results['POST /api/wallet/stake'] = await measure({ url: server.url, requests: stakeRequests(workload.stakers) });
    return results;
  } finally {
    await server.stop();
  }
}

export const HELLO_VARIANTS = ['none', 'logger', 'helmet', 'rate-limit', 'all'];

/** The plain Fastify hello world, bare and with each production plugin (bench/api/hello-server.ts). */
export async function benchHelloWorld() {
  const results = {};
  for (const variant of HELLO_VARIANTS) {
    const server = await startProcess({
      args: ['--import', 'tsx', 'bench/api/hello-server.ts'],
      env: { HELLO_PLUGINS: variant },
      healthPath: '/',
    });
    try {
      results[variant] = await measure({ url: `${server.url}/` });
    } finally {
      await server.stop();
    }
  }
  return results;
}
