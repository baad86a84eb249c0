// App instances for the cluster test and the scale-out bench: the production build as separate
// processes on one PostgreSQL, each on a fixed port (so nginx's upstream list survives restarts).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const BUILD = path.join(ROOT, 'apps', 'server', 'dist', 'server.js');
export const CLUSTER_ADMIN_TOKEN = 'cluster-admin-token-0123456789abcdef';

/**
 * How an instance is run: the production build, `node apps/server/dist/server.js` (issue 22 §1),
 * made by `npm run build` (the test step runs after the build step).
 */
export function serverCommand() {
  if (!existsSync(BUILD)) {
    throw new Error('apps/server/dist/server.js is missing: run `npm run build --workspace @app/server` first.');
  }
  return { args: [BUILD], label: 'node apps/server/dist/server.js' };
}

const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'NODE_OPTIONS'];
/** Every instance process still running, ready or not, so an interrupted run can stop them all. */
const children = new Set();

/** SIGKILLs every instance this process started that is still running (starting ones included). */
export async function killAllInstances() {
  await Promise.all(
    [...children].map((child) => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      return exited;
    }),
  );
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function probe(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * Starts one instance on `port` and waits until it is ready: `GET /api/ready` answers 200 (or,
 * on a build without that route, `GET /api/health`). Resolves with its handle and how long the
 * start took. `quiet`: stdout (the request log) goes nowhere, as to a log collector (benchmarks).
 */
export async function startInstance({ name, port, databaseUrl, env = {}, timeoutMs = 60_000, quiet = false }) {
  const inherited = Object.fromEntries(
    INHERITED.filter((key) => process.env[key] !== undefined).map((key) => [key, process.env[key]]),
  );
  const command = serverCommand();
  const started = performance.now();
  const child = spawn(process.execPath, command.args, {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ADMIN_TOKEN: CLUSTER_ADMIN_TOKEN,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      // The web app is not under test: a directory without index.html serves only the API.
      WEB_DIST_DIR: path.join(tmpdir(), 'no-web-app'),
      ...env,
    },
    stdio: ['ignore', quiet ? 'ignore' : 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  const keep = (chunk) => {
    output += chunk;
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const baseUrl = `http://127.0.0.1:${port}`;

  const instance = {
    name,
    port,
    address: `127.0.0.1:${port}`,
    baseUrl,
    child,
    isRunning,
    output: () => output,
    /** Whether readiness came from GET /api/ready (false: this build has no such route yet). */
    hasReadyRoute: true,
    startMs: 0,
    /** SIGKILL: nothing runs, in-flight requests are cut. */
    async kill() {
      if (isRunning()) child.kill('SIGKILL');
      return exited;
    },
    /** SIGTERM (the graceful drain); SIGKILL after `graceMs`. Resolves with the exit and its duration. */
    async terminate(graceMs = 15_000) {
      const begun = performance.now();
      if (isRunning()) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return { ...result, ms: Math.round(performance.now() - begun) };
    },
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!isRunning()) throw new Error(`${name} exited during start-up:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} was not ready within ${timeoutMs / 1000} s:\n${output}`);
    }
    const ready = await probe(`${baseUrl}/api/ready`);
    if (ready === 200) break;
    if (ready === 404 && (await probe(`${baseUrl}/api/health`)) === 200) {
      instance.hasReadyRoute = false;
      break;
    }
    await sleep(50);
  }
  instance.startMs = Math.round(performance.now() - started);
  return instance;
}
