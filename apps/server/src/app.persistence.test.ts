import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { buildTestConfig } from './config.ts';

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded database on disk', () => {
  it('keeps data across a restart on the same DATA_DIR, and seeds only once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-data-'));
    const config = buildTestConfig({ DATA_DIR: dataDir, SEED_DEMO_DATA: true });
    try {
      const first = await buildApp({ config, serveWeb: false });
      const session = (await first.inject({ method: 'POST', url: '/api/session' })).json();
      await first.close();

      const second = await buildApp({ config, serveWeb: false });
      const me = await second.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.id).toBe(session.user.id);
      const personas = await second.db.query.users.findMany({ where: (users, { eq }) => eq(users.isAi, true) });
      expect(personas).toHaveLength(4);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
