import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Notification } from '@app/shared/notifications/notifications.schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildTestConfig } from '../../config.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { LISTENER_APPLICATION_NAME } from '../../db/pg-listener.ts';
import { TEST_ADMIN_TOKEN } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { openConversation, sendMessage } from '../../test/conversation-factories.ts';
import { type EventStream, openEventStream } from '../../test/sse-client.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const skipped = serverUrl ? '' : ' (skipped: TEST_DATABASE_URL is not set; only PostgreSQL is shared by processes)';

/**
 * Issue 20 §10: two server instances on one PostgreSQL, each with its own pool and its own LISTEN
 * connection, as two processes would be. An event written through one reaches a stream held by
 * the other.
 */
describe.skipIf(!serverUrl)(`live events across two server instances${skipped}`, () => {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  const streams: EventStream[] = [];
  let instanceA: FastifyInstance;
  let instanceB: FastifyInstance;
  let streamUrlB: string;

  async function adminQuery(statement: string) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  async function startInstance(url: string) {
    const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    handles.push(database);
    const app = await buildApp({
      config: buildTestConfig({ SEED_DEMO_DATA: false }),
      database,
      adminToken: TEST_ADMIN_TOKEN,
      serveWeb: false,
      aiScheduler: false,
      rateLimit: UNLIMITED,
    });
    apps.push(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    return app;
  }

  beforeAll(async () => {
    await adminQuery(`create database ${name}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    instanceA = await startInstance(url.toString());
    instanceB = await startInstance(url.toString());
    streamUrlB = `http://127.0.0.1:${(instanceB.server.address() as AddressInfo).port}/api/notifications/stream`;
  });

  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
  });

  async function openStreamOnB(headers: Record<string, string>) {
    const stream = await openEventStream(streamUrlB, headers);
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    return stream;
  }

  it('delivers a message posted through instance A to a stream held on instance B within a second', async () => {
    const { owner, applicant, applicationId } = await openConversation(instanceA);
    const stream = await openStreamOnB(owner.headers);
    const sentAt = performance.now();
    await sendMessage(instanceA, applicant, applicationId, 'Sent through A, read through B');
    const event = await stream.nextEvent();
    expect(performance.now() - sentAt).toBeLessThan(1000);
    expect((JSON.parse(event.data) as Notification).body).toBe('Sent through A, read through B');
  });

  it("still delivers after instance B's LISTEN connection is cut: it reconnects and reads the rows again", async () => {
    const { owner, applicant, applicationId } = await openConversation(instanceA);
    const stream = await openStreamOnB(owner.headers);
    const cut = await instanceB.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`);
    expect((cut as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);

    await sendMessage(instanceA, applicant, applicationId, 'Sent while B was not listening');
    expect((JSON.parse((await stream.nextEvent()).data) as Notification).body).toBe('Sent while B was not listening');
    await sendMessage(instanceA, applicant, applicationId, 'Sent once B listened again');
    expect((JSON.parse((await stream.nextEvent()).data) as Notification).body).toBe('Sent once B listened again');
  });
});
