// The production server (same build, same plugins, same database) plus bench-only routes:
// GET /api/bench/memory answers, from memory, the JSON that GET /api/questions answered at
// start-up. It is the reference DESIGN.md §8 compares the database-backed endpoints with.
// POST /api/bench/analyze runs ANALYZE, which the harness sends after each warm-up (bench/lib/load.mjs).
// POST /api/bench/raw-commit is the write reference of DESIGN.md §8: one single-row insert and commit
// through the same driver and pool. POST /api/bench/contracts/clone and /api/bench/ledger/grow write
// the contract benchmark's rows straight into the database (bench/api/contract-data.ts, issue 32).
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { cloneSubmittedContracts, createRawCommitTable, growLedger, insertRawCommit } from './contract-data.ts';
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
// Its table is made by the first request (in the warm-up), so servers that never measure it leave
// their database as they found it.
let rawCommitTable: Promise<void> | null = null;
app.post('/api/bench/raw-commit', async () => {
  rawCommitTable ??= createRawCommitTable(app.db);
  await rawCommitTable;
  await insertRawCommit(app.db);
  return { success: true };
});
app.post<{ Body: { templateIds: string[]; copies: number } }>('/api/bench/contracts/clone', async (request) => ({
  success: true,
  contracts: await cloneSubmittedContracts(app.db, request.body.templateIds, request.body.copies),
}));
app.post<{ Body: { postings: number } }>('/api/bench/ledger/grow', async (request) => ({
  success: true,
  ...(await growLedger(app.db, request.body.postings)),
}));

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
