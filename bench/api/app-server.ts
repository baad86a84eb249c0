// The production server (same build, same plugins, same database) plus one bench-only route:
// GET /api/bench/memory answers, from memory, the JSON that GET /api/questions answered at
// start-up. It is the reference DESIGN.md §8 compares the database-backed endpoints with.
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { takeStatementCounts, traceStatements } from './statement-trace.ts';

const tracing = process.env.BENCH_TRACE_STATEMENTS === '1';
if (tracing) traceStatements();

const config = loadConfig();
const app = await buildApp({ config });

let snapshot: unknown = null;
app.get('/api/bench/memory', async () => snapshot);
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
