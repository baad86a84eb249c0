import type { AddressInfo } from 'node:net';
import type { Notification } from '@app/shared/notifications/notifications.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { expectSessionEnded, memberOnDevices, sessionIdOf } from '../../test/session-streams.ts';
import { type EventStream, openEventStream } from '../../test/sse-client.ts';
import { notifyUsers } from './notifications.service.ts';

/**
 * Issue 35 §1: a live stream belongs to the session of its token. When that session ends (sign-out,
 * revoked from another session, "sign out everywhere else", account deletion), the stream gets
 * `event: session-ended` within a second and closes: nothing of the member reaches it afterwards.
 * The same across two instances on PostgreSQL: notification-stream.instances.test.ts.
 */
describe('a notification stream ends with its session', () => {
  let testApp: TestApp;
  let streamUrl: string;
  const streams: EventStream[] = [];
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    streamUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}/api/notifications/stream`;
  });
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    await testApp.close();
  });

  async function openStream(headers: Record<string, string>) {
    const stream = await openEventStream(streamUrl, headers);
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    return stream;
  }
  const tell = (userId: string, title: string) =>
    testApp.database.db.transaction((tx) =>
      notifyUsers(tx, [{ userId, kind: 'message.new', title, link: '/messages' }]),
    );
  const titleOf = (event: { data: string }) => (JSON.parse(event.data) as Notification).title;
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    testApp.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });

  it('ends the stream of a session that signs out, and refuses it to reopen or resume', async () => {
    const [device] = await memberOnDevices(testApp.app, 1);
    if (!device) throw new Error('no session');
    const stream = await openStream(device.headers);
    await tell(device.userId, 'Before signing out');
    expect(titleOf(await stream.nextEvent())).toBe('Before signing out');

    expect((await post('/api/account/sign-out', device.headers)).statusCode).toBe(200);
    const endedAt = performance.now();
    await tell(device.userId, 'After signing out');
    await expectSessionEnded(stream, 'signed_out', endedAt);

    const reopened = await fetch(streamUrl, { headers: device.headers });
    expect(reopened.status).toBe(401);
    const resumed = await fetch(streamUrl, {
      headers: { ...device.headers, 'last-event-id': stream.lastEventId ?? '0' },
    });
    expect(resumed.status).toBe(401);
  });

  it('ends the stream of a session revoked from another one; the other session keeps its stream', async () => {
    const [laptop, phone] = await memberOnDevices(testApp.app, 2);
    if (!laptop || !phone) throw new Error('no sessions');
    const laptopStream = await openStream(laptop.headers);
    const phoneStream = await openStream(phone.headers);

    const revoked = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${phone.sessionId}`,
      headers: laptop.headers,
    });
    expect(revoked.statusCode).toBe(200);
    const endedAt = performance.now();
    await tell(phone.userId, 'Only for the laptop');
    await expectSessionEnded(phoneStream, 'revoked', endedAt);
    expect(titleOf(await laptopStream.nextEvent())).toBe('Only for the laptop');
  });

  it('ends the streams of every other session on "sign out everywhere else", every tab of each', async () => {
    const [kept, second, third] = await memberOnDevices(testApp.app, 3);
    if (!kept || !second || !third) throw new Error('no sessions');
    const keptStream = await openStream(kept.headers);
    const others = [
      await openStream(second.headers),
      await openStream(second.headers),
      await openStream(third.headers),
    ];

    const response = await post('/api/account/sessions/revoke-others', kept.headers);
    expect(response.json()).toMatchObject({ revoked: 2 });
    const endedAt = performance.now();
    await tell(kept.userId, 'Only for the kept session');
    for (const stream of others) await expectSessionEnded(stream, 'revoked', endedAt);
    expect(titleOf(await keptStream.nextEvent())).toBe('Only for the kept session');
  });

  it('ends the stream when the account is deleted', async () => {
    const visitor = await createVisitor(testApp.app);
    const stream = await openStream(visitor.headers);
    const deleted = await post('/api/account/delete', visitor.headers, { confirm: 'DELETE', forfeitTokens: true });
    expect(deleted.statusCode).toBe(200);
    const endedAt = performance.now();
    await tell(visitor.user.id, 'After the deletion');
    await expectSessionEnded(stream, 'deleted', endedAt);
    expect((await fetch(streamUrl, { headers: visitor.headers })).status).toBe(401);
  });

  it('leaves the streams of other members and of a live session alone', async () => {
    const [device] = await memberOnDevices(testApp.app, 1);
    const stranger = await createVisitor(testApp.app);
    if (!device) throw new Error('no session');
    const stream = await openStream(device.headers);
    const strangerStream = await openStream(stranger.headers);
    expect(await sessionIdOf(testApp.app, stranger.token)).not.toBe(device.sessionId);
    await post('/api/account/sign-out', stranger.headers);
    const endedAt = performance.now();
    await tell(device.userId, 'Still here');
    await expectSessionEnded(strangerStream, 'signed_out', endedAt);
    expect(titleOf(await stream.nextEvent())).toBe('Still here');
  });
});
