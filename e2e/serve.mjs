// Starts the real server for the browser tests on a fresh temporary embedded database, and
// removes it when Playwright stops the server. A real SMTP server runs beside it (issue 34): every
// mail the app sends is written to E2E_MAIL_DIR (.tmp/e2e-mail-<port>), where the journeys read it.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
const mailDir = path.resolve('.tmp', `e2e-mail-${process.env.PORT ?? 3000}`);
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let mails = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      mails += 1;
      writeFileSync(path.join(mailDir, `${String(mails).padStart(5, '0')}.eml`), Buffer.concat(chunks));
      done();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;
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
    VERIFICATION_MAIL_LIMIT_PER_HOUR: '100000',
    STREAM_LIMIT_PER_IP: '100000',
    STREAM_LIMIT_PER_VISITOR: '100000',
    CV_UPLOAD_LIMIT_PER_MINUTE: '100000',
    CV_UPLOAD_IP_LIMIT_PER_MINUTE: '100000',
    // A CV's PDF that runs over is stopped sooner than in production, so its journey stays short.
    CV_PDF_TIME_LIMIT_MS: '3000',
    // Passkeys are bound to a host name: Chromium refuses WebAuthn on an IP address such as
    // 127.0.0.1 ("This is an invalid domain"), so the browser tests open http://localhost:<port>.
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`,
    ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN ?? 'e2e-admin-token-0123456789abcdef',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: '"Platform" <no-reply@localhost>',
    // Known to the tests, which sign an unsubscribe link of the old format with it (issue 40 §5).
    UNSUBSCRIBE_SECRET: 'e2e-unsubscribe-secret-0123456789abcdef',
    // The push journey's endpoint is served by the test on 127.0.0.1.
    PUSH_ALLOW_HTTP: 'true',
    // The platform's escrow account (issue 42): currency contracts are held in escrow by default.
    PLATFORM_BANK_NAME: 'Proto Platform Escrow',
    PLATFORM_BANK_IBAN: 'DE02120300000000202051',
    PLATFORM_BANK_BIC: 'BYLADEM1001',
  },
});
const cleanUp = () => {
  smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
