// The web budget (DESIGN.md §8): the JS + CSS that a first visit to `/` downloads, gzipped, at most
// 120 KB. Measured in the real browser rather than guessed from the module graph, so lazy chunks
// that start-up pulls in anyway (a component rendered on every page, an effect, a timer) count too.
//
// Starts the real server on the built app (apps/web/dist, or WEB_DIST_DIR) with a throwaway
// embedded database, opens `/` in the system Chromium as a new visitor (empty cache) at a phone and
// at a desktop size, and records every JS and CSS response until the load event has fired and the
// network has then been quiet for QUIET_MS. Each file counts with its gzip size at level 9 (what
// the server would send a gzip-only client; brotli is smaller). The larger of the two visits is
// checked against the budget. It then keeps watching the page for LATER_MS and reports what loads
// after start-up has settled (the analytics sender: the API client and zod, 5 s after the first
// event), which is not part of the first visit's budget.
//
// Usage: `npm run build && node bench/web-bundle.mjs` (or `npm run bench:web`). Needs Chromium
// (/usr/bin/chromium, or CHROMIUM_PATH) and drives it with playwright-core, which comes with the
// root's @playwright/test; exits 1 over the budget or when it cannot measure.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { freePort } from '../scripts/lib/free-port.mjs';

const BUDGET_BYTES = 120 * 1024;
/** Start-up is over when, after the load event, no request has been open or started for this long. */
const QUIET_MS = 2_000;
/** How long to keep watching after start-up for deferred downloads (reported, not budgeted). */
const LATER_MS = 7_000;
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(manifestFile)) {
  console.error(`No build found in ${dist}: run npm run build first.`);
  process.exit(1);
}
if (!existsSync(chromiumPath)) {
  console.error(`No Chromium at ${chromiumPath}: install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

/** Built file → the module it was built from, for a readable report (`sonner`, `home-page.tsx`...). */
const sources = new Map();
for (const [key, chunk] of Object.entries(JSON.parse(readFileSync(manifestFile, 'utf8')))) {
  const source = key.startsWith('_')
    ? `shared chunk (${chunk.name ?? 'unnamed'})`
    : key.replace(/^(\.\.\/)+(node_modules\/)?/, '');
  sources.set(chunk.file, source);
  for (const css of chunk.css ?? []) if (!sources.has(css)) sources.set(css, `CSS of ${source}`);
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'web-bundle-data-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dist,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline && server.exitCode === null) {
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the server did not start within 150 s');
}

/** One first visit: the JS and CSS files of start-up, then those loaded later (optional). */
async function visit(browser, baseUrl, viewport, watchLater) {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  let isStartUp = true;
  let openRequests = 0;
  let lastActivity = Date.now();
  const startUp = new Map();
  const later = new Map();
  const reads = [];
  /** Each request belongs to the phase in which it started. */
  const phases = new WeakMap();
  page.on('request', (request) => {
    phases.set(request, isStartUp ? startUp : later);
    openRequests++;
    lastActivity = Date.now();
  });
  const settle = () => {
    openRequests--;
    lastActivity = Date.now();
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', async (request) => {
    const bucket = phases.get(request) ?? later;
    const type = request.resourceType();
    const url = new URL(request.url());
    if (url.origin === baseUrl && (type === 'script' || type === 'stylesheet')) {
      const read = request
        .response()
        .then((response) => response?.body())
        .then((body) => {
          if (body) bucket.set(url.pathname.replace(/^\//, ''), gzipSync(body, { level: 9 }).length);
        });
      reads.push(read);
    }
    settle();
  });

  await page.goto(baseUrl, { waitUntil: 'load' });
  // The home page has rendered (not a start-up or error screen): what follows is a real first visit.
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  const cap = Date.now() + 20_000;
  while ((openRequests > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < cap) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  isStartUp = false;
  if (watchLater) await page.waitForTimeout(LATER_MS);
  await Promise.all(reads);
  await context.close();
  if (pageErrors.length > 0) throw new Error(`the page threw at ${viewport.name} size: ${pageErrors.join('; ')}`);
  return { viewport, startUp, later };
}

const sum = (files) => [...files.values()].reduce((total, size) => total + size, 0);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = (files) =>
  [...files]
    .sort(([, a], [, b]) => b - a)
    .map(([file, size]) => ({ file, source: sources.get(file) ?? '', 'KB gzip': kb(size) }));

const { chromium } = await import('playwright-core');
const server = await startServer();
let visits;
try {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    visits = [];
    for (const [index, viewport] of VIEWPORTS.entries()) {
      visits.push(await visit(browser, server.baseUrl, viewport, index === VIEWPORTS.length - 1));
    }
  } finally {
    await browser.close();
  }
} catch (error) {
  console.error(`Could not measure the first visit: ${error.message}`);
  process.exitCode = 1;
} finally {
  await server.stop();
}
if (!visits) process.exit(1);

const largest = visits.reduce((worst, current) => (sum(current.startUp) > sum(worst.startUp) ? current : worst));
console.log(
  `First visit to / (${largest.viewport.name}, ${largest.viewport.width} px): JS and CSS downloaded during start-up`,
);
console.table(rows(largest.startUp));
for (const { viewport, startUp } of visits) {
  console.log(`  ${viewport.name} (${viewport.width} px): ${startUp.size} files, ${kb(sum(startUp))} KB gzip`);
}
const { later } = visits.at(-1);
if (later.size > 0) {
  console.log(`\nLoaded later, once start-up has settled (not part of the first visit's budget):`);
  console.table(rows(later));
  console.log(`  later: ${kb(sum(later))} KB gzip`);
}
const total = sum(largest.startUp);
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(`\nFirst visit to /: ${kb(total)} KB gzip (${verdict} the ${BUDGET_BYTES / 1024} KB budget)`);
process.exit(total <= BUDGET_BYTES ? 0 : 1);
