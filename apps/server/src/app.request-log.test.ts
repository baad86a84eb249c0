import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';
import { UNLIMITED } from './test/community-factories.ts';

const TOKEN = 'Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0Fe';

describe('the request log (issue 40 §5)', () => {
  const lines: string[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    testApp = await buildTestApp({ rateLimit: UNLIMITED, logStream, config: { LOG_LEVEL: 'info' } });
  });
  afterAll(() => testApp.close());

  it('never shows the token of an unsubscribe, confirmation or recovery link', async () => {
    const { app } = testApp;
    await app.inject({ method: 'POST', url: `/api/email/unsubscribe?token=${TOKEN}` });
    await app.inject({ method: 'GET', url: `/unsubscribe?token=${TOKEN}` });
    await app.inject({ method: 'GET', url: `/account/email/verify?token=${TOKEN}` });
    await app.inject({ method: 'POST', url: `/api/account/recover?code=${TOKEN}`, payload: { code: TOKEN } });
    const completed = lines.filter((line) => line.includes('request completed'));
    expect(completed).toHaveLength(4);
    expect(completed.join('\n')).toContain('/api/email/unsubscribe?[redacted]');
    expect(lines.join('\n')).not.toContain(TOKEN);
  });
});
