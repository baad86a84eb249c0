// `npm start`: install what is missing, build the web app and the server, then serve web + API on
// one port with plain `node` (docs/decisions/006). The server migrates the database and seeds the
// embedded one on start (apps/server/src/app.ts).
import { execSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './bootstrap.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureDependencies();
console.log('Building the web app and the server...');
execSync('npm run build', { cwd: root, stdio: 'inherit' });

// Plain node. The bundle keeps our names readable; NODE_OPTIONS=--enable-source-maps maps stack
// traces back to the TypeScript files, at about 8 MB more memory (docs/decisions/006).
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
