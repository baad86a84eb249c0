// `npm run dev`: the API server (restarted on change by tsx watch) and Vite with hot reload,
// which proxies /api to the server. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The browser talks to Vite (5173), so passkeys are made for that origin (issue 21, PUBLIC_ORIGIN).
const env = { PUBLIC_ORIGIN: 'http://localhost:5173', ...process.env, PORT: process.env.API_PORT ?? '3000' };
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], { cwd: root, stdio: 'inherit', env }),
  spawn('npx', ['vite'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit', env }),
];
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll);
for (const child of children) {
  child.on('exit', (code) => {
    stopAll();
    process.exit(code ?? 0);
  });
}
