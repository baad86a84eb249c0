import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server as a child process (`node --import tsx apps/server/src/server.ts`), for the
 * resilience tests: they stop its database, kill it with SIGKILL and run two of them at once,
 * which `app.inject` cannot show.
 */

const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
export const ADMIN_TOKEN = 'resilience-admin-token-0123456789abcdef';
export const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A temporary directory, removed by the returned function. */
export function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ApiResult {
  /** 0 when no HTTP answer came (connection refused or reset, or the time limit passed). */
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test helper; each test reads the fields it expects
  body: any;
  /** The network error, or `timeout`, when status is 0. */
  error?: string;
  ms: number;
}

/** One API call with a time limit, so a hanging server fails the test instead of stalling it. */
export async function call(
  baseUrl: string,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: unknown; timeoutMs?: number } = {},
): Promise<ApiResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: response.status, body, ms: elapsed() };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      status: 0,
      body: null,
      error: name === 'TimeoutError' ? 'timeout' : (cause ?? String(error)),
      ms: elapsed(),
    };
  }
}

export interface ServerProcess {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** What the process printed so far (shown when a test fails). */
  output(): string;
  isRunning(): boolean;
  /** SIGKILL: no shutdown hook runs, in-flight requests are cut. */
  kill(): Promise<void>;
  /** SIGTERM (graceful), then SIGKILL after 10 s. Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** DATABASE_URL, or DATA_DIR for PGlite. */
  database: { url: string } | { dataDir: string };
  port?: number;
  /** Extra settings, such as LOG_LEVEL. */
  env?: Record<string, string>;
  /** Run the production build (apps/server/dist/server.js, see built-server.ts) with plain node. */
  build?: boolean;
}

const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'NODE_OPTIONS', 'SystemRoot'];

/** Starts the server and waits until `GET /api/health` answers 200 (at most 60 s). */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const inherited = Object.fromEntries(
    INHERITED.filter((name) => process.env[name] !== undefined).map((name) => [name, process.env[name]]),
  );
  const env: Record<string, string | undefined> = {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    ADMIN_TOKEN,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    // The web app is not under test here; a directory without index.html serves only the API.
    WEB_DIST_DIR: path.join(tmpdir(), 'no-web-app'),
    // Many visitors from one IP on purpose: keep the limits out of the way.
    RATE_LIMIT_PER_MINUTE: '1000000',
    WRITE_LIMIT_PER_MINUTE: '1000000',
    SIGNUP_LIMIT_PER_MINUTE: '1000000',
    SESSION_LIMIT_PER_MINUTE: '1000000',
    // The tests force monitoring passes themselves.
    MONITORING_TICK_SECONDS: '3600',
    ...('url' in options.database ? { DATABASE_URL: options.database.url } : { DATA_DIR: options.database.dataDir }),
    ...options.env,
  };
  const entry = options.build ? ['apps/server/dist/server.js'] : ['--import', 'tsx', 'apps/server/src/server.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk;
    // Keep the tail only: a database outage logs one line per failed request.
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const isRunning = () => child.exitCode === null && child.signalCode === null;

  const server: ServerProcess = {
    baseUrl,
    port,
    child,
    output: () => output,
    isRunning,
    async kill() {
      if (!isRunning()) return;
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!isRunning()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (!isRunning()) throw new Error(`The server exited during start-up:\n${output}`);
    const health = await call(baseUrl, 'GET', '/api/health', { timeoutMs: 2_000 });
    if (health.status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`The server did not answer /api/health within 60 s:\n${output}`);
}

/** A new anonymous visitor, as the web app creates one. */
export async function createVisitor(baseUrl: string) {
  const result = await call(baseUrl, 'POST', '/api/session');
  if (result.status !== 200 && result.status !== 201) {
    throw new Error(`POST /api/session answered ${result.status}: ${JSON.stringify(result.body)}`);
  }
  const { token, user } = result.body as { token: string; user: { id: string } };
  return { token, id: user.id, headers: { authorization: `Bearer ${token}` } };
}
export type Visitor = Awaited<ReturnType<typeof createVisitor>>;

export function questionBody(label: string) {
  return { title: `Resilience ${label}`, content: `Written by the resilience test: ${label}.`, tags: ['resilience'] };
}

/** Polls `check` every 100 ms until it returns true; throws after `timeoutMs`. */
export async function waitFor(description: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description}`);
}
