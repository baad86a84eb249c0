// `npm run bench`: the benchmarks of DESIGN.md §8. Builds the app, measures the API on the
// embedded database and on PostgreSQL (when its binaries are present), the plugins' cost, the
// scale behaviour, the contracts' milestone release and ledger audit, matching among 10,000 profiles,
// the web weight per route and Lighthouse; prints one table of targets and writes docs/performance.md.
// Not part of `npm test`: it takes about 20 minutes and needs a quiet machine. BENCH_ONLY=api,
// contracts,matching,mail,retention,hello,scale,live,web,runtime,cluster runs a subset (docs/performance.md is then
// not written).
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureDependencies } from '../scripts/bootstrap.mjs';
import { startThrowawayPostgres } from '../scripts/lib/throwaway-postgres.mjs';
import { ensureBenchDependencies } from './lib/bench-dependencies.mjs';
import { ROOT, runNode } from './lib/processes.mjs';

const BENCH_DIR = path.join(ROOT, 'bench');
const PARTS = [
  'api',
  'contracts',
  'matching',
  'mail',
  'retention',
  'hello',
  'scale',
  'live',
  'web',
  'runtime',
  'cluster',
];
const only = new Set((process.env.BENCH_ONLY ?? PARTS.join(',')).split(','));

ensureDependencies();
ensureBenchDependencies();
// Imported only now: they need the bench tools installed.
const { benchEndpoints, benchHelloWorld, startAppServer } = await import('./lib/api-bench.mjs');
const { LOAD } = await import('./lib/load.mjs');
const { benchScale } = await import('./lib/scale-bench.mjs');
const { benchFanout } = await import('./lib/marketplace-bench.mjs');
const { benchContracts, LEDGER_POSTINGS } = await import('./lib/contracts-bench.mjs');
const { benchMatching, MATCHING_OPEN_JOBS, MATCHING_PROFILES } = await import('./lib/matching-bench.mjs');
const { mailBench } = await import('./lib/mail-bench.mjs');
const { retentionBench } = await import('./lib/retention-bench.mjs');
const { measureWebSizes } = await import('./lib/web-sizes.mjs');
const { runLighthouse } = await import('./lib/lighthouse.mjs');
const { machineLine, renderReport, verdicts } = await import('./lib/report.mjs');

console.log('Building the web app...');
execSync('npm run build --workspace @app/web', { cwd: ROOT, stdio: 'inherit' });

const scratch = mkdtempSync(path.join(tmpdir(), 'bench-'));
const run = {
  date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  machine: machineLine(),
  load: LOAD,
  api: {},
  contracts: {},
  matching: {},
  mail: {},
  retention: {},
  hello: null,
  scale: {},
  live: {},
  web: null,
  runtime: null,
  cluster: null,
};
const step = (name) => console.log(`\n== ${name} ==`);

async function onPglite(name, work) {
  const dataDir = path.join(scratch, name);
  try {
    return await work({ DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(work) {
  const { server, reason } = await startThrowawayPostgres();
  if (!server) {
    console.log(`PostgreSQL skipped: ${reason}`);
    return null;
  }
  try {
    return { version: server.version, result: await work({ DATABASE_URL: server.url }) };
  } finally {
    await server.stop();
  }
}

try {
  if (only.has('hello')) {
    step('hello world and plugin cost');
    run.hello = await benchHelloWorld();
  }
  if (only.has('api')) {
    step('API on PGlite (seeded)');
    run.api['PGlite (embedded)'] = await onPglite('api', async (env) => {
      await runNode(['--import', 'tsx', 'bench/api/prepare-db.ts'], env);
      return benchEndpoints(env);
    });
    step('API on PostgreSQL (seeded)');
    const pg = await onPostgres(async (env) => {
      await runNode(['--import', 'tsx', 'bench/api/prepare-db.ts'], env);
      return benchEndpoints(env);
    });
    if (pg) run.api[`PostgreSQL ${pg.version}`] = pg.result;
  }
  if (only.has('contracts')) {
    const contracts = async (env) => {
      await runNode(['--import', 'tsx', 'bench/api/prepare-db.ts'], env);
      return benchContracts(env);
    };
    const what = `milestone approval (release), GET /api/ledger/verify at ${LEDGER_POSTINGS.toLocaleString('en-US')} postings`;
    step(`contracts on PGlite: ${what}`);
    run.contracts['PGlite (embedded)'] = await onPglite('contracts', contracts);
    step(`contracts on PostgreSQL: ${what}`);
    const pg = await onPostgres(contracts);
    if (pg) run.contracts[`PostgreSQL ${pg.version}`] = pg.result;
  }
  if (only.has('matching')) {
    const matching = async (env) => {
      await runNode(['--import', 'tsx', 'bench/api/prepare-db.ts'], env);
      return benchMatching(env);
    };
    const grouped = (value) => value.toLocaleString('en-US');
    const what = `GET /api/jobs/:id/matches among ${grouped(MATCHING_PROFILES)} profiles, GET /api/developers/me/matches among ${grouped(MATCHING_OPEN_JOBS)} open jobs`;
    step(`matching on PGlite: ${what}`);
    run.matching['PGlite (embedded)'] = await onPglite('matching', matching);
    step(`matching on PostgreSQL: ${what}`);
    const pg = await onPostgres(matching);
    if (pg) run.matching[`PostgreSQL ${pg.version}`] = pg.result;
  }
  const scriptBenches = [
    ['mail', mailBench, `${mailBench.count.toLocaleString('en-US')} queued mails drained to an SMTP sink`],
    [
      'retention',
      retentionBench,
      `the retention sweep on ${retentionBench.count.toLocaleString('en-US')} analytics events`,
    ],
  ];
  for (const [name, bench, what] of scriptBenches) {
    if (!only.has(name)) continue;
    step(`${name} on PGlite: ${what}`);
    run[name]['PGlite (embedded)'] = await onPglite(name, bench.measure);
    step(`${name} on PostgreSQL: ${what}`);
    const pg = await onPostgres(bench.measure);
    if (pg) run[name][`PostgreSQL ${pg.version}`] = pg.result;
  }
  if (only.has('scale')) {
    step('scale on PostgreSQL');
    const pg = await onPostgres(benchScale);
    if (pg) run.scale[`PostgreSQL ${pg.version}`] = pg.result;
    step('scale on PGlite');
    run.scale['PGlite (embedded)'] = await onPglite('scale', benchScale);
  }
  if (only.has('live')) {
    const fanout = async (env) => {
      const server = await startAppServer(env);
      try {
        return await benchFanout(server);
      } finally {
        await server.stop();
      }
    };
    step('live events: fan-out on PGlite');
    run.live['PGlite (embedded)'] = await onPglite('live', fanout);
    step('live events: fan-out on PostgreSQL');
    const pg = await onPostgres(fanout);
    if (pg) run.live[`PostgreSQL ${pg.version}`] = pg.result;
  }
  if (only.has('web')) {
    step('web: first-visit weight per route, Lighthouse');
    run.web = await onPglite('web', async (env) => {
      const server = await startAppServer(env);
      try {
        return { sizes: await measureWebSizes(server.url), lighthouse: await runLighthouse(server.url) };
      } finally {
        await server.stop();
      }
    });
  }
  if (only.has('runtime')) {
    step('runtime: cold start and memory of the built server (bench/runtime.mjs)');
    await runNode(['bench/runtime.mjs'], {});
    run.runtime = JSON.parse(readFileSync(path.join(BENCH_DIR, 'results', 'runtime.json'), 'utf8'));
  }
  if (only.has('cluster')) {
    const { benchScaleOut, formatScaleOut } = await import('./scale-out.mjs');
    const { benchRateLimitStore, formatRateLimitStore } = await import('./rate-limit-store.mjs');
    step('cluster: scale-out through nginx with 1, 2 and 3 instances on one PostgreSQL');
    const scaleOut = await onPostgres((env) => benchScaleOut(env.DATABASE_URL));
    step('cluster: the shared rate-limit store against the in-memory one');
    const store = await onPostgres(benchRateLimitStore);
    run.cluster = {
      scaleOut: scaleOut ? formatScaleOut(scaleOut.result) : null,
      rateLimitStore: store ? formatRateLimitStore(store.result) : null,
    };
    if (run.cluster.scaleOut) console.log(run.cluster.scaleOut);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
writeFileSync(path.join(ROOT, '.tmp', 'bench.json'), JSON.stringify(run, null, 2));
console.table(verdicts(run));
const isComplete = PARTS.every((name) => only.has(name));
if (isComplete) {
  const findings = readFileSync(path.join(BENCH_DIR, 'findings.md'), 'utf8');
  writeFileSync(path.join(ROOT, 'docs', 'performance.md'), renderReport({ ...run, notes: findings }));
  console.log('Wrote docs/performance.md');
}
