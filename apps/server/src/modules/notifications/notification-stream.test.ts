import type { AddressInfo } from 'node:net';
import { STREAM_RETRY_MS } from '@app/shared/notifications/notifications.constants';
import type { Notification } from '@app/shared/notifications/notifications.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { openConversation, sendMessage, type Visitor } from '../../test/conversation-factories.ts';
import { type EventStream, openEventStream } from '../../test/sse-client.ts';

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
    expect(event.id).toBe(notification.id);
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

  it('ends every stream when the server closes, so a graceful shutdown never waits for open tabs', async () => {
    const closing = await buildTestApp({ rateLimit: UNLIMITED });
    await closing.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (closing.app.server.address() as AddressInfo).port;
    const visitor = await createVisitor(closing.app);
    const stream = await openEventStream(`http://127.0.0.1:${port}/api/notifications/stream`, visitor.headers);
    expect(stream.response.status).toBe(200);
    await closing.close();
    await expect(stream.ended()).resolves.toBe(true);
  });

  it('replays what was missed after Last-Event-ID, oldest first', async () => {
    const { owner, applicant, applicationId } = await openConversation(testApp.app);
    const first = await openStream(owner);
    await sendMessage(testApp.app, applicant, applicationId, 'One');
    const seen = await first.nextEvent();
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

  it('refuses a Last-Event-ID that is not an event id', async () => {
    const visitor = await createVisitor(testApp.app);
    const response = await fetch(`${baseUrl}/api/notifications/stream`, {
      headers: { ...visitor.headers, 'last-event-id': 'yesterday' },
    });
    expect(response.status).toBe(400);
  });
});
