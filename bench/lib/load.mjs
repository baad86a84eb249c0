// One load measurement with autocannon: a warm-up, then the measured run (DESIGN.md §8:
// 50 connections, 10 s per endpoint). measureAtRate sends requests at a fixed rate instead, for
// the rows whose target is a latency percentile (matching, issue 33).
import http from 'node:http';
import autocannon from 'autocannon';
import { eachRequest, jsonRequest } from './requests.mjs';

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
 * Measures one endpoint, after a warm-up and then the statistics of the tables it grew (analyzeAt;
 * `analyze: false` skips it). `requests` (autocannon's request list, see eachRequest) lets a write
 * vary its body and headers per request. Returns req/s, latency percentiles in ms and the count of
 * non-2xx answers, plus what `observe` adds: called just before the measured run, it returns a
 * function that gets those figures after it and returns more (bench/rate-limit-store.mjs adds the
 * CPU time per request).
 */
export async function measure({
  url,
  method = 'GET',
  headers = {},
  body,
  requests,
  seconds,
  connections,
  analyze = true,
  observe,
}) {
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
  if (analyze) await analyzeAt(url);
  const finishObserving = observe?.();
  const result = await run({ ...options, duration: seconds ?? LOAD.seconds });
  const figures = {
    rps: result.requests.average,
    mean: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
  return finishObserving ? { ...figures, ...finishObserving(figures) } : figures;
}

/** The value at `fraction` (0.95 for p95) of ascending `sorted`, by nearest rank. */
function percentile(sorted, fraction) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

/**
 * `seconds` of open-loop load: request i is sent at i / rate s after the start, whatever the ones
 * before it are doing, on at most `connections` keep-alive connections (a request finding them all
 * busy waits for one). Each latency runs from the request's scheduled start to its last byte, so a
 * server that falls behind shows it in the percentiles (no coordinated omission). `next(i)` gives
 * request i's path and headers.
 */
function openLoop({ url, rate, next, seconds, connections, timeoutMs = 10_000 }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.max(1, Math.round(rate * seconds));
  const latencies = [];
  let sent = 0;
  let settled = 0;
  let non2xx = 0;
  let lastEnd = 0;
  return new Promise((resolve) => {
    const start = performance.now();
    const settle = () => {
      settled += 1;
      lastEnd = performance.now();
      if (settled < total) return;
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const elapsed = (lastEnd - start) / 1000;
      resolve({
        rps: latencies.length / elapsed,
        offeredRps: rate,
        mean: latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length),
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        p99: percentile(latencies, 0.99),
        max: latencies.at(-1) ?? null,
        requests: total,
        non2xx,
      });
    };
    const send = (index, scheduledAt) => {
      const { path, headers = {} } = next(index);
      const request = http.request(
        { host: target.hostname, port: target.port, path, method: 'GET', headers, agent, timeout: timeoutMs },
        (response) => {
          response.resume();
          response.on('end', () => {
            const ok = response.statusCode >= 200 && response.statusCode < 300;
            // As autocannon does, the percentiles are of the answered (2xx) requests; the others are counted.
            if (ok) latencies.push(performance.now() - scheduledAt);
            else non2xx += 1;
            settle();
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', () => {
        non2xx += 1;
        settle();
      });
      request.end();
    };
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      for (; sent < due; sent += 1) send(sent, start + (sent * 1000) / rate);
      if (sent < total) setTimeout(tick, Math.max(0, start + (sent * 1000) / rate - performance.now()));
    };
    tick();
  });
}

/**
 * Measures one GET at a fixed rate (requests per second, open loop: see openLoop), after a warm-up
 * at the same rate and an ANALYZE (analyzeAt), for a latency percentile at a given load rather than
 * the most the server can do. `next(i)` gives request i's path and headers. Returns the achieved
 * req/s, the offered rate, mean, p50, p95, p99 and max latency in ms and the count of non-2xx answers.
 */
export async function measureAtRate({ url, rate, next, seconds, connections }) {
  const options = { url, rate, next, connections: connections ?? LOAD.connections };
  await openLoop({ ...options, seconds: LOAD.warmupSeconds });
  await analyzeAt(url);
  return openLoop({ ...options, seconds: seconds ?? LOAD.seconds });
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
  return eachRequest((n) => {
    const count = n + 1;
    return jsonRequest({
      path: `/api/questions/${questions[count % questions.length].id}/vote`,
      token: tokens[(count * 7) % tokens.length],
      body: { direction: count % 3 === 0 ? 'down' : 'up' },
    });
  });
}
