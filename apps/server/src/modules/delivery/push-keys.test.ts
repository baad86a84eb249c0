import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { buildTestConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { serverKeys } from './delivery.tables.ts';
import { defaultSubject, VAPID_KEY_NAME, vapidDetailsOf } from './push-keys.ts';

describe('the VAPID keys', () => {
  const opened: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((drop) => drop()));
  });
  async function freshDatabase(): Promise<DatabaseHandle> {
    const { database, drop } = await openTestDatabase();
    opened.push(drop);
    await migrateDatabase(database);
    return database;
  }
  const storedRow = async (database: DatabaseHandle) =>
    (await database.db.select().from(serverKeys).where(eq(serverKeys.name, VAPID_KEY_NAME)))[0]?.value;

  it('are made once, kept in server_keys, and the same on every call', async () => {
    const database = await freshDatabase();
    const { db } = database;
    const config = buildTestConfig();
    const [first, concurrent] = await Promise.all([vapidDetailsOf(db, config), vapidDetailsOf(db, config)]);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(concurrent).toEqual(first);
    expect(await vapidDetailsOf(db, config)).toEqual(first);
    expect(await storedRow(database)).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
  });

  it('are read from the database when another process made them first', async () => {
    const database = await freshDatabase();
    const { publicKey, privateKey } = webPush.generateVAPIDKeys();
    const made = { publicKey, privateKey };
    await database.db.insert(serverKeys).values({ name: VAPID_KEY_NAME, value: made });
    // A transaction is another handle: nothing remembered, the insert-or-read path runs (and loses).
    const read = await database.db.transaction((tx) => vapidDetailsOf(tx as never, buildTestConfig()));
    expect(read).toMatchObject(made);
    expect(await storedRow(database)).toEqual(made);
  });

  it('come from the environment when it sets them, and nothing is stored', async () => {
    const database = await freshDatabase();
    const pair = webPush.generateVAPIDKeys();
    const config = buildTestConfig({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'mailto:push@example.com',
    });
    expect(await vapidDetailsOf(database.db, config)).toEqual({ ...pair, subject: 'mailto:push@example.com' });
    expect(await storedRow(database)).toBeUndefined();
    // Set after a pair was stored, the environment still wins.
    const stored = await vapidDetailsOf(database.db, buildTestConfig());
    expect(stored.publicKey).not.toBe(pair.publicKey);
    expect((await vapidDetailsOf(database.db, config)).publicKey).toBe(pair.publicKey);
  });

  it('refuse half a pair from the environment', async () => {
    const database = await freshDatabase();
    const config = buildTestConfig({ VAPID_PUBLIC_KEY: webPush.generateVAPIDKeys().publicKey });
    await expect(vapidDetailsOf(database.db, config)).rejects.toThrow(/VAPID_PRIVATE_KEY/);
  });

  it('name a contact from PUBLIC_ORIGIN unless VAPID_SUBJECT says otherwise', () => {
    expect(defaultSubject('https://platform.example.com')).toBe('https://platform.example.com');
    expect(defaultSubject('http://localhost:3000')).toBe('mailto:admin@localhost');
  });
});
