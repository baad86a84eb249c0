import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInWithPasskey } from '../../test/account-factories.ts';
import { openDatabase } from '../client.ts';
import { backupCommand } from './backup-command.ts';
import { exportCommand } from './export-command.ts';
import { importCommand } from './import-command.ts';
import { findPgProgram } from './pg-binaries.ts';
import { restoreCommand } from './restore-command.ts';
import { type Community, fillSourceDatabase, readThroughApi, startApp } from './transfer-fixtures.ts';
import { createScratchDatabases, createTransferWork, rewriteHeader, tableDigestsOf } from './transfer-test-helpers.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const skipped = serverUrl ? '' : ' (skipped: TEST_DATABASE_URL is not set; the PostgreSQL run of npm test sets it)';
const hasPgDump = findPgProgram('pg_dump') !== null && findPgProgram('pg_restore') !== null;

/**
 * Issue 22 §7: an embedded database filled through the API moves to PostgreSQL with db:export and
 * db:import, and the app there shows the same things; then pg_dump backups of it restore.
 */
describe.skipIf(!serverUrl)(`moving the embedded database to PostgreSQL${skipped}`, () => {
  // Made in beforeAll: a skipped suite leaves no directory behind.
  let work: string;
  let sourceDir: string;
  let exported: string;
  const databases = createScratchDatabases(serverUrl ?? '');
  let community: Community;
  let before: Awaited<ReturnType<typeof readThroughApi>>;
  let targetUrl: string;

  beforeAll(async () => {
    ({ work, sourceDir, exported } = createTransferWork());
    community = await fillSourceDatabase(sourceDir, async (app, built) => {
      // Read twice: whatever a read changes (a message marked read) is in the export too.
      await readThroughApi(app, built);
      before = await readThroughApi(app, built);
    });
  }, 180_000);

  afterAll(async () => {
    await databases.dropAll();
    rmSync(work, { recursive: true, force: true });
  });

  it('exports the embedded database and imports it into an empty PostgreSQL database', {
    timeout: 60_000,
  }, async () => {
    targetUrl = await databases.create();
    const listener = new pg.Client({ connectionString: targetUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.channel));
    await listener.query('listen notifications; listen read_cache');

    const exportLine = await exportCommand(['--data-dir', sourceDir, '--out', exported]);
    expect(exportLine).toMatch(/^Exported \d+ tables \([\d,]+ rows, migration \d{4}_\w+\) from the embedded database/);
    const importLine = await importCommand(['--database-url', targetUrl, '--in', exported]);
    expect(importLine).toMatch(/^Imported \d+ tables .* into PostgreSQL database transfer_\w+ on /);
    // The numbers for the operations guide (docs/operations.md).
    console.log(`${exportLine}\n${importLine}`);

    // Old notifications are history, not news: no live event for them. Every cached read moved on,
    // so no server that cached an answer of the empty database keeps serving it.
    await listener.query('select 1');
    await listener.end();
    expect(heard).not.toContain('notifications');
    expect(heard.filter((channel) => channel === 'read_cache')).toHaveLength(5);
    expect(await databases.scalar(targetUrl, 'select min(generation)::int from read_cache_generations')).toBe(1);
    expect(
      await databases.scalar(targetUrl, `select tgenabled from pg_trigger where tgname = 'notifications_announce'`),
    ).toBe('O');
  });

  it('serves the same questions, jobs, applicants, wallets and passkeys from PostgreSQL, with a clean ledger', async () => {
    const database = await openDatabase({ databaseUrl: targetUrl, dataDir: 'memory://' });
    const app = await startApp(database);
    try {
      const after = await readThroughApi(app, community);
      expect(after).toEqual(before);
      expect(after.ledger).toMatchObject({ ok: true, mismatches: [] });
      expect(after.wallet).toMatchObject({ wallet: { balance: 25, staked: 15 } });
      expect((after.account.account as { passkeys: unknown[] }).passkeys).toHaveLength(1);

      // The passkey's public key arrived byte for byte: signing in with it works.
      const signedIn = await signInWithPasskey(app, community.authenticator);
      expect(signedIn.statusCode).toBe(200);
      const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(signedIn.json().token) });
      expect(me.json().user.id).toBe(community.asker.user.id);

      // New rows get new ids after the imported ones (the identity sequence was moved on).
      const posted = await app.inject({
        method: 'POST',
        url: `/api/applications/${community.applicationId}/messages`,
        headers: community.owner.headers,
        payload: { body: 'Welcome to PostgreSQL.' },
      });
      expect(posted.statusCode).toBe(201);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses a database that is not empty, and changes nothing', async () => {
    const users = await databases.scalar(targetUrl, 'select count(*) from users');
    await expect(importCommand(['--database-url', targetUrl, '--in', exported])).rejects.toThrow(
      /is not empty \(rows in .*\): npm run db:import loads only into an empty database.*Nothing was changed\./,
    );
    expect(await databases.scalar(targetUrl, 'select count(*) from users')).toBe(users);
  });

  it('refuses a file from a newer version of the app before touching the database', async () => {
    const newer = path.join(work, 'newer.jsonl.gz');
    await rewriteHeader(exported, newer, (header) => ({
      ...header,
      migration: { index: header.migration.index + 1, tag: '9999_future', createdAt: header.migration.createdAt + 1 },
    }));
    const empty = await databases.create();
    await expect(importCommand(['--database-url', empty, '--in', newer])).rejects.toThrow(
      /comes from a newer version of the app \(migration 9999_future; this code knows up to migration \d{4}_\w+\)/,
    );
    expect(await databases.scalar(empty, `select count(*)::int from pg_tables where schemaname = 'public'`)).toBe(0);
  });

  it('refuses a file cut short, and imports nothing', async () => {
    const cut = path.join(work, 'cut.jsonl.gz');
    const bytes = readFileSync(exported);
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const empty = await databases.create();
    await expect(importCommand(['--database-url', empty, '--in', cut])).rejects.toThrow(/is cut short/);
    expect(await databases.scalar(empty, 'select count(*)::int from users')).toBe(0);
  });

  describe.skipIf(!hasPgDump)(`backups with pg_dump${hasPgDump ? '' : ' (skipped: pg_dump not found)'}`, () => {
    it('backs up the PostgreSQL database and restores it into a new one, identical table by table', {
      timeout: 60_000,
    }, async () => {
      const backup = path.join(work, 'backup.dump');
      expect(await backupCommand(['--database-url', targetUrl, '--out', backup])).toMatch(
        /^Backed up PostgreSQL database .* \(.*, pg_dump, custom format\)/,
      );
      const restoredUrl = await databases.create();
      expect(await restoreCommand(['--database-url', restoredUrl, '--in', backup])).toMatch(
        /^Restored PostgreSQL database .* \(migration \d{4}_\w+\)/,
      );
      const original = path.join(work, 'original.jsonl.gz');
      const restored = path.join(work, 'restored.jsonl.gz');
      await exportCommand(['--database-url', targetUrl, '--out', original]);
      await exportCommand(['--database-url', restoredUrl, '--out', restored]);
      expect(await tableDigestsOf(restored)).toEqual(await tableDigestsOf(original));

      await expect(restoreCommand(['--database-url', restoredUrl, '--in', backup])).rejects.toThrow(
        /is not empty .* db:restore restores only into a new database/,
      );
    });
  });
});
