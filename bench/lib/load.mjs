// One load measurement with autocannon: a warm-up, then the measured run (DESIGN.md §8:
// 50 connections, 10 s per endpoint).
import autocannon from 'autocannon';

export const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
};

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * What a live database does within a minute of such growth (autovacuum's ANALYZE, which makes the
 * cached plans again): the app's bench server runs it on POST /api/bench/analyze. Other servers
 * (the plain Fastify variants) do not have the route, and need nothing.
 */
async function analyzeAt(url) {
  const response = await fetch(new URL('/api/bench/analyze', url), { method: 'POST' });
  if (response.status !== 200 && response.status !== 404) throw new Error(`ANALYZE answered ${response.status}`);
}

/**
 * Measures one endpoint, after a warm-up and then the statistics of the tables it grew (analyzeAt). `requests` (autocannon's request list) lets a write vary its body and
 * headers per request. Returns req/s, latency percentiles in ms and the count of non-2xx answers.
 */
export async function measure({ url, method = 'GET', headers = {}, body, requests, seconds, connections }) {
  const options = {
    url,
    method,
    headers,
    body,
    requests,
    connections: connections ?? LOAD.connections,
    pipelining: 1,
  };
  await run({ ...options, duration: LOAD.warmupSeconds });
  await analyzeAt(url);
  const result = await run({ ...options, duration: seconds ?? LOAD.seconds });
  return {
    rps: result.requests.average,
    mean: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * The signed-in list as `tokens` read it in turn: the same page for everyone, each with the
 * visitor's own votes (a single token would measure one visitor's repeated reads).
 */
export function signedInListRequests(tokens) {
  return tokens.map((token) => ({
    method: 'GET',
    path: '/api/questions',
    headers: { authorization: `Bearer ${token}` },
  }));
}

/**
 * A quick vote workload for the profiler and the A/B script: request n votes on question n (mod
 * the list) as one of `tokens` in turn, down every third time. bench/lib/api-bench.mjs has the
 * bench's own, spread over 200 questions.
 */
export function roundRobinVotes(questions, tokens) {
  let count = 0;
  return [
    {
      method: 'POST',
      path: '/',
      setupRequest: (request) => {
        count += 1;
        return {
          ...request,
          path: `/api/questions/${questions[count % questions.length].id}/vote`,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[(count * 7) % tokens.length]}`,
          },
          body: JSON.stringify({ direction: count % 3 === 0 ? 'down' : 'up' }),
        };
      },
    },
  ];
}
