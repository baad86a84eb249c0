import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// A port per run (workers inherit it through the environment), so parallel runs never collide.
process.env.E2E_PORT ??= String(3100 + (process.pid % 800));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Debian's headless shell (package chromium-headless-shell, installed by .ci/run) where it is
 * there, as Playwright itself prefers: the same Blink and V8 without the full browser's UI, so a
 * context opens in ~0.2 s instead of ~0.6 s, and the step ran in 60% of the time (35 journeys:
 * 140 → 84 s, 2026-12-02). The full Chromium otherwise; CHROMIUM_PATH overrides both.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Browser tests against the real server, the built web app and a fresh embedded database, in
 * the system Chromium (never a downloaded browser).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Two at least, also outside CI: on two cores the browser step is CPU-bound, and two workers keep
  // both busy where Playwright's default (half the cores) would leave one idle.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  // Reads retry twice with back-off (1 s, then 2 s) before an error shows; a busy CI machine needs the room.
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  outputDir: '../.tmp/test-results',
  use: {
    baseURL,
    // A failed test keeps its trace: every action with the page's DOM before and after it. The
    // trace's screencast is left out (a screenshot of the failure is kept instead): recording it
    // cost a third of the browser step's CPU on 2 cores (2.7 → 2.0 min on three files, issue 35).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A busy 2-core machine took over a minute to start the server once; the step waits for it.
    timeout: 180_000,
    env: { PORT: String(port), E2E: '1' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
