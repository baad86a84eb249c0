// The production server (same build, same plugins, same database) plus one bench-only route:
// GET /api/bench/memory answers, from memory, the JSON that GET /api/questions answered at
// start-up. It is the reference DESIGN.md §8 compares the database-backed endpoints with.
// POST /api/bench/analyze runs ANALYZE, which the harness sends after each warm-up (bench/lib/load.mjs).
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { takeStatementCounts, traceStatements } from './statement-trace.ts';

const tracing = process.env.BENCH_TRACE_STATEMENTS === '1';
if (tracing) traceStatements();

const config = loadConfig();
const app = await buildApp({ config });

let snapshot: unknown = null;
app.get('/api/bench/memory', async () => snapshot);
// The bench's writes grow tables from a few rows to thousands within seconds of a fresh seed, while
// the plans cached on each connection were made when they were tiny (sequential scans) and are
// only made again once statistics change, which autovacuum does within a minute in a live database
// (bench/findings.md item 20). The harness asks for that now, after the warm-up.
app.post('/api/bench/analyze', async () => {
  await app.db.execute(sql`analyze`);
  return { success: true };
});
if (tracing) app.get('/api/bench/statements', async () => takeStatementCounts());

await app.ready();
const response = await app.inject({ method: 'GET', url: '/api/questions' });
if (response.statusCode !== 200) throw new Error(`GET /api/questions answered ${response.statusCode}`);
snapshot = response.json();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: config.PORT, host: config.HOST });
