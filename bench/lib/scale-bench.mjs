// Scale (DESIGN.md §8): list and search latency at 1,000 and at 100,000 questions (answers and
// votes in proportion), on one database, with the query plans at the larger size.
import { startAppServer } from './api-bench.mjs';
import { measure } from './load.mjs';
import { runNode } from './processes.mjs';

export const SCALE_SIZES = [1_000, 100_000];
export const SCALE_QUERIES = {
  list: '/api/questions',
  'list by votes': '/api/questions?sort=votes',
  search: '/api/questions?q=postgres%20caching',
  'search (no match)': '/api/questions?q=zeppelin',
};
const SCALE_SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 5);

/** `env` points at the database (DATABASE_URL or DATA_DIR); PGlite needs the server stopped to grow it. */
export async function benchScale(env) {
  const bySize = {};
  let plans = null;
  for (const size of SCALE_SIZES) {
    await runNode(['--import', 'tsx', 'bench/api/prepare-db.ts', String(size)], env);
    if (size === SCALE_SIZES.at(-1))
      plans = JSON.parse(await runNode(['--import', 'tsx', 'bench/api/explain.ts'], env));
    const server = await startAppServer(env);
    try {
      // Signed in: answers that carry "my vote" are never cached, so this measures the queries.
      const session = await fetch(`${server.url}/api/session`, { method: 'POST' }).then((response) => response.json());
      const headers = { authorization: `Bearer ${session.token}` };
      bySize[size] = {};
      for (const [name, path] of Object.entries(SCALE_QUERIES)) {
        bySize[size][name] = await measure({ url: `${server.url}${path}`, headers, seconds: SCALE_SECONDS });
      }
    } finally {
      await server.stop();
    }
  }
  return { bySize, plans };
}
