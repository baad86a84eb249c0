// Installs dependencies when node_modules is missing or older than package-lock.json.
// Uses only Node built-ins, so it runs on a fresh clone before anything is installed.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockFile = path.join(root, 'package-lock.json');
const stampFile = path.join(root, 'node_modules', '.bootstrap-stamp');

export function ensureDependencies() {
  const lockHash = createHash('sha256').update(readFileSync(lockFile)).digest('hex');
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (stamp === lockHash) return;
  console.log('Installing dependencies (npm ci)...');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, lockHash);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDependencies();
