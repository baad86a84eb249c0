// The bench tools (autocannon, lighthouse) live in bench/package.json, installed on first use.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `npm ci` in bench/ unless its node_modules already match bench/package-lock.json. */
export function ensureBenchDependencies() {
  const lock = readFileSync(path.join(BENCH_DIR, 'package-lock.json'));
  const stampFile = path.join(BENCH_DIR, 'node_modules', '.bench-stamp');
  const hash = createHash('sha256').update(lock).digest('hex');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) return;
  console.log('Installing the bench tools (npm ci in bench/)...');
  execSync('npm ci --no-audit --no-fund', { cwd: BENCH_DIR, stdio: 'inherit' });
  writeFileSync(stampFile, hash);
}
