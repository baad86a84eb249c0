// Starts the real server for the browser tests on a fresh temporary embedded database, and
// removes it when Playwright stops the server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Every browser test is a new visitor from the same IP: keep the limits out of the way.
    RATE_LIMIT_PER_MINUTE: '100000',
    WRITE_LIMIT_PER_MINUTE: '100000',
    SIGNUP_LIMIT_PER_MINUTE: '100000',
    SESSION_LIMIT_PER_MINUTE: '100000',
    SIGNIN_LIMIT_PER_MINUTE: '100000',
    // Passkeys are bound to a host name: Chromium refuses WebAuthn on an IP address such as
    // 127.0.0.1 ("This is an invalid domain"), so the browser tests open http://localhost:<port>.
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`,
    ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN ?? 'e2e-admin-token-0123456789abcdef',
  },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
