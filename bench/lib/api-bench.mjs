// API throughput and latency (DESIGN.md §8): the production server on one database, each endpoint
// against the in-memory route of the same build, plus the plain Fastify hello world variants.
import { measure } from './load.mjs';
import { benchMarketplace } from './marketplace-bench.mjs';
import { startProcess } from './processes.mjs';

export const BENCH_ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef';
/** Limits high enough never to answer 429 while the rate-limit plugin still runs on every request. */
const NO_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '1000000000',
  WRITE_LIMIT_PER_MINUTE: '1000000000',
  SIGNUP_LIMIT_PER_MINUTE: '1000000000',
  SESSION_LIMIT_PER_MINUTE: '1000000000',
};
const VISITORS = 50;

/** The production server build with the bench-only in-memory route (bench/api/app-server.ts). */
export function startAppServer(env) {
  return startProcess({
    args: ['--import', 'tsx', 'bench/api/app-server.ts'],
    env: { NODE_ENV: 'production', LOG_LEVEL: 'info', ADMIN_TOKEN: BENCH_ADMIN_TOKEN, ...NO_LIMITS, ...env },
  });
}

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}`);
  return response.json();
}

/** A vote request list: each request votes as one of the visitors, up or down (a real write each time). */
function voteRequests(path, tokens) {
  let count = 0;
  return [
    {
      method: 'POST',
      path,
      setupRequest: (request) => {
        count += 1;
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[count % tokens.length]}`,
          },
          body: JSON.stringify({ direction: count % 3 === 0 ? 'down' : 'up' }),
        };
      },
    },
  ];
}

/** Measures every endpoint of DESIGN.md §8 on the server at `env` (a DATABASE_URL or a DATA_DIR). */
export async function benchEndpoints(env) {
  const server = await startAppServer(env);
  try {
    const tokens = [];
    for (let i = 0; i < VISITORS; i += 1)
      tokens.push((await json(`${server.url}/api/session`, { method: 'POST' })).token);
    const { questions } = await json(`${server.url}/api/questions`);
    const votePath = `/api/questions/${questions[0].id}/vote`;

    const results = { memory: await measure({ url: `${server.url}/api/bench/memory` }) };
    const reads = [
      '/api/questions',
      '/api/prototypes',
      '/api/pipeline',
      '/api/tasks',
      '/api/feedback/analytics?timeframe=30d',
    ];
    for (const path of reads) results[`GET ${path}`] = await measure({ url: `${server.url}${path}` });
    // The same list signed in: it carries "my vote", so it is never cached and always queries.
    results['GET /api/questions (signed in, uncached)'] = await measure({
      url: `${server.url}/api/questions`,
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    results['POST /api/questions/:id/vote'] = await measure({
      url: server.url,
      requests: voteRequests(votePath, tokens),
    });
    Object.assign(results, await benchMarketplace(server.url, tokens));
    return results;
  } finally {
    await server.stop();
  }
}

export const HELLO_VARIANTS = ['none', 'logger', 'helmet', 'rate-limit', 'all'];

/** The plain Fastify hello world, bare and with each production plugin (bench/api/hello-server.mjs). */
export async function benchHelloWorld() {
  const results = {};
  for (const variant of HELLO_VARIANTS) {
    const server = await startProcess({
      args: ['bench/api/hello-server.mjs'],
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
