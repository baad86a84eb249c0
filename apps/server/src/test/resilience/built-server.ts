import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
let isBuilt = false;

/**
 * Builds apps/server/dist/server.js from the current sources (scripts/build-server.mjs, about a
 * second), once per test file: a process test of the production runtime never runs a stale build.
 */
export function buildServer(): void {
  if (isBuilt) return;
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: REPO_ROOT, stdio: 'pipe' });
  isBuilt = true;
}
