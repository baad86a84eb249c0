import type { AddressInfo } from 'node:net';
import { STREAM_RETRY_MS } from '@app/shared/notifications/notifications.constants';
import type { Notification } from '@app/shared/notifications/notifications.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { openConversation, sendMessage, type Visitor } from '../../test/conversation-factories.ts';
import { type EventStream, openEventStream } from '../../test/sse-client.ts';
import { notifyUsers } from './notifications.service.ts';
import { notifications } from './notifications.tables.ts';
import { parseStreamCursor } from './stream-cursor.ts';

/** The live stream over a real socket, as the browser reads it (fetch with the Authorization header). */
describe('GET /api/notifications/stream', () => {
  let testApp: TestApp;
  let baseUrl: string;
  const streams: EventStream[] = [];
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    await testApp.close();
  });

  async function openStream(visitor: Visitor, headers: Record<string, string> = {}) {
    const stream = await openEventStream(`${baseUrl}/api/notifications/stream`, { ...visitor.headers, ...headers });
    streams.push(stream);
    return stream;
  }
  const notificationOf = (event: { data: string }) => JSON.parse(event.data) as Notification;
  const newRow = (userId: string, title: string) => ({ userId, kind: 'message.new' as const, title, link: '/' });

  /** A notification stored and committed at once. */
  async function storeNotification(userId: string, title: string) {
    await testApp.database.db.transaction((tx) => notifyUsers(tx, [newRow(userId, title)]));
  }

  /**
   * A notification whose id is taken now and that commits on `commit()`. On PostgreSQL a real
   * transaction holds it; PGlite runs one transaction at a time, so there the id is drawn from the
   * sequence now and the row written with it later, which is what the other writers see either way.
   */
  async function holdNotification(userId: string, title: string): Promise<{ id: number; commit(): Promise<void> }> {
    const { db } = testApp.database;
    if (testApp.database.kind === 'pglite') {
      const result = await db.execute(sql`select nextval(pg_get_serial_sequence('notifications', 'id')) as id`);
      const id = Number((result as unknown as { rows: { id: string }[] }).rows[0]?.id);
      const commit = async () => {
        await db.execute(sql`
          insert into notifications (id, user_id, kind, title, link) overriding system value
          values (${id}, ${userId}, 'message.new', ${title}, '/')`);
      };
      return { id, commit };
    }
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let inserted = (_id: number) => {};
    const id = new Promise<number>((resolve) => (inserted = resolve));
    const transaction = db.transaction(async (tx) => {
      const [row] = await tx.insert(notifications).values(newRow(userId, title)).returning({ id: notifications.id });
      inserted(row?.id ?? 0);
      await released;
    });
    return {
      id: await id,
      commit: async () => {
        release();
        await transaction;
      },
    };
  }

  it('refuses a stream without a visitor token, as JSON', async () => {
    const response = await fetch(`${baseUrl}/api/notifications/stream`);
    expect(response.status).toBe(401);
    expect((await response.json()).error).toBe('unauthorized');
  });

  it('opens an uncompressed event stream and delivers a new message to the other party as it happens', async () => {
    const { owner, applicant, applicationId } = await openConversation(testApp.app);
    const stream = await openStream(owner, { 'accept-encoding': 'gzip, br' });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect(stream.response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const sent = await sendMessage(testApp.app, applicant, applicationId, 'Are you free for a call tomorrow?');
    const event = await stream.nextEvent();
    expect(stream.retry).toBe(STREAM_RETRY_MS);
    expect(event.event).toBe('notification');
    const notification = notificationOf(event);
    // The event id is the stream's cursor, which names the notification until it settles.
    expect(parseStreamCursor(event.id ?? '').sent).toEqual([Number(notification.id)]);
    expect(notification).toMatchObject({
      kind: 'message.new',
      title: 'New message from Arjun Applicant',
      body: sent.body,
      data: { applicationId },
      readAt: null,
    });
  });

  it('sends to every open tab of the visitor, and nothing of anyone else', async () => {
    const { owner, applicant, applicationId } = await openConversation(testApp.app);
    const tabs = [await openStream(applicant), await openStream(applicant)];
    const other = await openConversation(testApp.app);
    const bystander = await openStream(other.owner);
    await sendMessage(testApp.app, owner, applicationId, 'First');
    await sendMessage(testApp.app, owner, applicationId, 'Second');
    for (const tab of tabs) {
      expect(notificationOf(await tab.nextEvent()).body).toBe('First');
      expect(notificationOf(await tab.nextEvent()).body).toBe('Second');
    }
    await sendMessage(testApp.app, other.applicant, other.applicationId, 'For the bystander');
    // The first thing on the bystander's stream is their own news.
    expect(notificationOf(await bystander.nextEvent()).body).toBe('For the bystander');
  });

  it('ends every stream when the server closes, with a short retry hint, so a graceful shutdown never waits for open tabs', async () => {
    const closing = await buildTestApp({ rateLimit: UNLIMITED });
    await closing.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (closing.app.server.address() as AddressInfo).port;
    const visitor = await createVisitor(closing.app);
    const stream = await openEventStream(`http://127.0.0.1:${port}/api/notifications/stream`, visitor.headers);
    expect(stream.response.status).toBe(200);
    await closing.close();
    await expect(stream.ended()).resolves.toBe(true);
    // The last word: come back soon (through the proxy, to another instance), spread over a second.
    expect(stream.retry).toBeGreaterThanOrEqual(250);
    expect(stream.retry).toBeLessThan(1250);
  });

  it('replays what was missed after Last-Event-ID, oldest first', async () => {
    const { owner, applicant, applicationId } = await openConversation(testApp.app);
    const first = await openStream(owner);
    await sendMessage(testApp.app, applicant, applicationId, 'One');
    // The stream's floor is conservative (stream-cursor.ts): the application's own notice, committed
    // just before, may come first on a busy server. Read on to the message.
    let seen = await first.nextEvent();
    while (notificationOf(seen).body !== 'One') seen = await first.nextEvent();
    await first.close();

    await sendMessage(testApp.app, applicant, applicationId, 'Two');
    await sendMessage(testApp.app, applicant, applicationId, 'Three');
    const resumed = await openStream(owner, { 'last-event-id': seen.id ?? '' });
    const replayed = [await resumed.nextEvent(), await resumed.nextEvent()].map(notificationOf);
    expect(replayed.map((notification) => notification.body)).toEqual(['Two', 'Three']);
    expect(Number(replayed[0]?.id)).toBeGreaterThan(Number(seen.id));

    await sendMessage(testApp.app, applicant, applicationId, 'Four');
    expect(notificationOf(await resumed.nextEvent()).body).toBe('Four');
  });

  it('still resumes after a plain notification id, as older clients send', async () => {
    const { owner, applicant, applicationId } = await openConversation(testApp.app);
    const first = await openStream(owner);
    await sendMessage(testApp.app, applicant, applicationId, 'Seen');
    const seen = notificationOf(await first.nextEvent());
    await first.close();
    await sendMessage(testApp.app, applicant, applicationId, 'Missed');
    const resumed = await openStream(owner, { 'last-event-id': seen.id });
    expect(notificationOf(await resumed.nextEvent()).body).toBe('Missed');
  });

  it('delivers a row that committed while its client was away, below ids it had, once, across several reconnects', async () => {
    const visitor = await createVisitor(testApp.app);
    const first = await openStream(visitor);
    // Another tab stays open: once it has the late row, its announcement has come and gone.
    const otherTab = await openStream(visitor);
    // Two writers: the first takes its id and holds its transaction open; the second commits.
    const late = await holdNotification(visitor.user.id, 'Inserted first, committed last');
    await storeNotification(visitor.user.id, 'Inserted second, committed first');
    const newer = notificationOf(await first.nextEvent());
    expect(Number(newer.id)).toBeGreaterThan(late.id);
    // The stream ends (an instance draining); the held row commits while the client is away.
    await first.close();
    await late.commit();
    expect(notificationOf(await otherTab.nextEvent()).id).toBe(newer.id);
    expect(notificationOf(await otherTab.nextEvent()).id).toBe(String(late.id));

    let cursor = first.lastEventId ?? '';
    const resumed = await openStream(visitor, { 'last-event-id': cursor });
    await storeNotification(visitor.user.id, 'Stored after the resume');
    expect(notificationOf(await resumed.nextEvent())).toMatchObject({
      id: String(late.id),
      title: 'Inserted first, committed last',
    });
    expect(notificationOf(await resumed.nextEvent()).title).toBe('Stored after the resume');
    cursor = resumed.lastEventId ?? '';
    await resumed.close();
    // Each reconnect gets only what is new: the first event on it is the one stored since.
    for (const round of [1, 2, 3]) {
      const again = await openStream(visitor, { 'last-event-id': cursor });
      await storeNotification(visitor.user.id, `Round ${round}`);
      expect(notificationOf(await again.nextEvent()).title).toBe(`Round ${round}`);
      cursor = again.lastEventId ?? '';
      await again.close();
    }
    const last = await openStream(visitor, { 'last-event-id': cursor });
    await storeNotification(visitor.user.id, 'Last');
    expect(notificationOf(await last.nextEvent()).title).toBe('Last');
  });

  it('refuses a Last-Event-ID that is not an event id', async () => {
    const visitor = await createVisitor(testApp.app);
    for (const lastEventId of ['yesterday', '12.0', '12.-3', '99999999999999999.99999999999999999']) {
      const response = await fetch(`${baseUrl}/api/notifications/stream`, {
        headers: { ...visitor.headers, 'last-event-id': lastEventId },
      });
      expect(response.status, lastEventId).toBe(400);
      expect((await response.json()).error).toBe('invalid_input');
    }
  });
});
