// Scale-out (issue 22): GET /api/questions and a write mix through nginx (deploy/nginx.conf) with
// 1, 2 and 3 instances of the production build on one PostgreSQL, plus one instance without nginx
// (what the proxy costs) and three behind nginx with pooled upstream connections (what the
// shipped connection-per-request choice costs). `node bench/scale-out.mjs` (standalone); exports benchScaleOut for
// bench/run.mjs. Every instance, nginx, PostgreSQL and the load generator share this machine's
// cores, so the gain from more instances is bounded by the cores: the output says so, with the count.
import { execSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureDependencies } from '../scripts/bootstrap.mjs';
import { callOk } from '../scripts/lib/cluster/http.mjs';
import { killAllInstances, serverCommand, startInstance } from '../scripts/lib/cluster/instances.mjs';
import { nginxUnavailableReason, startNginx } from '../scripts/lib/cluster/nginx.mjs';
import { freePort } from '../scripts/lib/free-port.mjs';
import { liftedRateLimits } from '../scripts/lib/lifted-rate-limits.mjs';
import { startThrowawayPostgres } from '../scripts/lib/throwaway-postgres.mjs';
import { ensureBenchDependencies } from './lib/bench-dependencies.mjs';
import { eachRequest, jsonRequest } from './lib/requests.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INSTANCE_COUNTS = [1, 2, 3];
const VISITORS = 50;
const QUESTIONS = 100;
const INSTANCE_ENV = {
  ...liftedRateLimits(),
  // Request logs on, as in production (bench/lib/api-bench.mjs); stdout goes nowhere.
  LOG_LEVEL: 'info',
};

/** Visitors and questions, through `baseUrl`, so the list has content and the writes have targets. */
async function seed(baseUrl) {
  const tokens = [];
  for (let index = 0; index < VISITORS; index++) tokens.push((await callOk(baseUrl, 'POST', '/api/session')).token);
  const questionIds = [];
  for (let index = 0; index < QUESTIONS; index++) {
    const { question } = await callOk(baseUrl, 'POST', '/api/questions', {
      headers: { authorization: `Bearer ${tokens[index % VISITORS]}` },
      body: {
        title: `Scale-out question ${index}`,
        content: `Seeded for the scale-out bench, ${index}.`,
        tags: ['bench'],
      },
    });
    questionIds.push(question.id);
  }
  return { tokens, questionIds };
}

/**
 * The write mix as the web app sends it, each request with its own Idempotency-Key: half votes
 * (up or down, so each one changes a row), a quarter answers, a quarter new questions.
 */
function writeMix({ tokens, questionIds }, label) {
  return eachRequest((n) => {
    const count = n + 1;
    const target = (count * 7) % questionIds.length;
    const questionId = questionIds[target];
    // Never the question's author (seed() gave question i to visitor i % VISITORS): no 403s.
    const token = tokens[(target + 1 + (count % (VISITORS - 1))) % VISITORS];
    const headers = { 'idempotency-key': `scale-${label}-${count}` };
    const kind = count % 4;
    if (kind < 2) {
      const body = { direction: count % 3 === 0 ? 'down' : 'up' };
      return jsonRequest({ path: `/api/questions/${questionId}/vote`, token, body, headers });
    }
    if (kind === 2) {
      const body = { content: `A scale-out answer, number ${count}.` };
      return jsonRequest({ path: `/api/questions/${questionId}/answers`, token, body, headers });
    }
    const body = { title: `Scale-out ${label} ${count}`, content: 'Asked under load.', tags: ['bench'] };
    return jsonRequest({ path: '/api/questions', token, body, headers });
  });
}

/**
 * Measures on one PostgreSQL (`databaseUrl`): one instance without nginx, then 1, 2 and 3 behind
 * it. Returns `{ cpus, server, rows: [{ setup, read, write }] }`, read and write as from measure().
 */
export async function benchScaleOut(databaseUrl) {
  const { measure } = await import('./lib/load.mjs');
  const ports = [];
  for (const _ of INSTANCE_COUNTS) ports.push(await freePort());
  const instances = await Promise.all(
    ports.map((port, index) =>
      startInstance({ name: `instance ${index + 1}`, port, databaseUrl, env: INSTANCE_ENV, quiet: true }),
    ),
  );
  const nginx = await startNginx({ servers: [instances[0].address] });
  const rows = [];
  try {
    const data = await seed(nginx.url);
    const measureBoth = async (setup, url) => {
      console.log(`  ${setup}: GET /api/questions, then the write mix`);
      const read = await measure({ url: `${url}/api/questions` });
      const write = await measure({ url, requests: writeMix(data, setup.replace(/\W+/g, '-')) });
      rows.push({ setup, read, write });
    };
    await measureBoth('1 instance, no nginx', instances[0].baseUrl);
    for (const count of INSTANCE_COUNTS) {
      await nginx.setServers(instances.slice(0, count).map((instance) => instance.address));
      // The reload's old workers finish what they hold; the new ones take the next connections.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await measureBoth(`${count} behind nginx`, nginx.url);
    }
    // What deploy/nginx.conf gives up by opening a connection per request (see its upstream block).
    const pooled = await startNginx({ servers: instances.map((instance) => instance.address), upstreamKeepalive: 32 });
    try {
      await measureBoth(`3 behind nginx, upstream keepalive (not shipped)`, pooled.url);
    } finally {
      await pooled.stop();
    }
  } finally {
    await nginx.stop();
    await killAllInstances();
  }
  return { cpus: availableParallelism(), server: serverCommand().label, rows };
}

const fixed = (value) => (Number.isFinite(value) ? value.toFixed(0) : '-');

/** The result as a table, with the CPU bound said plainly. */
export function formatScaleOut(result) {
  const header = ['setup', 'GET req/s', 'p50 ms', 'p99 ms', 'writes req/s', 'p50 ms', 'p99 ms', 'errors'];
  const lines = result.rows.map(({ setup, read, write }) => [
    setup,
    fixed(read.rps),
    fixed(read.p50),
    fixed(read.p99),
    fixed(write.rps),
    fixed(write.p50),
    fixed(write.p99),
    String(read.non2xx + write.non2xx),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) => cells.map((cell, column) => cell.padStart(widths[column])).join('  ');
  const one = result.rows.find((row) => row.setup === '1 behind nginx');
  const three = result.rows.find((row) => row.setup === '3 behind nginx');
  const gain = (key) => (one && three ? `${(three[key].rps / one[key].rps).toFixed(2)}x` : '-');
  return [
    `Scale-out through nginx on one PostgreSQL (${result.server}), ${result.cpus} CPUs (os.availableParallelism()).`,
    format(header),
    ...lines.map(format),
    `3 instances vs 1: reads ${gain('read')}, writes ${gain('write')}.`,
    `On this machine the instances, nginx, PostgreSQL and the load generator all share ${result.cpus} cores:` +
      ' more instances cannot add CPU, so the gain is bounded by the cores, not by the app. On a machine' +
      ' (or machines) with a core per instance and PostgreSQL elsewhere, throughput grows with the instances' +
      ' until PostgreSQL is the limit.',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const unavailable = nginxUnavailableReason();
  if (unavailable) {
    console.log(`scale-out skipped: ${unavailable}`);
    process.exit(0);
  }
  ensureDependencies();
  ensureBenchDependencies();
  console.log('Building the server (npm run build --workspace @app/server)...');
  execSync('npm run build --workspace @app/server', { cwd: ROOT, stdio: 'inherit' });
  const { server, reason } = await startThrowawayPostgres();
  if (!server) {
    console.log(`scale-out skipped: ${reason}`);
    process.exit(0);
  }
  try {
    console.log(`Scale-out on PostgreSQL ${server.version}:`);
    console.log(formatScaleOut(await benchScaleOut(server.url)));
  } finally {
    await server.stop();
  }
}
