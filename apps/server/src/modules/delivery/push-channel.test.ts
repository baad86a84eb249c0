import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { pushSubscriptions } from './delivery.tables.ts';
import { createPushChannel, PUSH_TTL_SECONDS, PushServiceError } from './push-channel.ts';
import {
  createSubscriber,
  decryptPush,
  type TestSubscriber,
  verifyVapidAuthorization,
} from './push-decrypt.test-helper.ts';

interface ReceivedPush {
  url: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1, as the browser's vendor runs one: it answers /ok/* with 201,
 * /gone/* with 410, /missing/* with 404 and /busy/* with 503, and keeps every request it got.
 */
async function startPushService(): Promise<{ origin: string; received: ReceivedPush[]; server: Server }> {
  const received: ReceivedPush[] = [];
  const statuses: Record<string, number> = { ok: 201, gone: 410, missing: 404, busy: 503 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        method: request.method ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.statusCode = statuses[(request.url ?? '').split('/')[1] ?? ''] ?? 400;
      response.end(response.statusCode === 503 ? 'try later' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, server };
}

describe('the push channel', () => {
  let testApp: TestApp;
  let service: Awaited<ReturnType<typeof startPushService>>;
  beforeAll(async () => {
    testApp = await buildTestApp({
      rateLimit: UNLIMITED,
      config: { PUSH_ALLOW_HTTP: true, VAPID_SUBJECT: 'mailto:push-admin@example.com' },
    });
    service = await startPushService();
  });
  afterAll(async () => {
    await new Promise((resolve) => service.server.close(resolve));
    await testApp.close();
  });
  beforeEach(() => {
    service.received.length = 0;
  });

  const channel = () => createPushChannel(testApp.database.db, testApp.app.config);
  const payload = {
    title: 'New message from Ada — “Booking app”',
    body: 'Can we talk about the calendar? 日本語 🚀',
    link: '/messages/abc',
    tag: 'message.new:abc',
  };

  /** A member's device subscribed through the API; returns its push_subscriptions.id. */
  async function subscribedDevice(path: string, subscriber: TestSubscriber = createSubscriber()) {
    const member = await createVisitor(testApp.app);
    const endpoint = `${service.origin}/${path}/${randomUUID()}`;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: member.headers,
      payload: { endpoint, keys: subscriber.keys },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await testApp.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    if (!row) throw new Error('no subscription row');
    return { id: row.id, endpoint };
  }
  const subscriptionExists = async (id: string) =>
    (await testApp.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id))).length > 0;

  it('sends the payload encrypted for the device (aes128gcm) and signed with the VAPID key', async () => {
    const subscriber = createSubscriber();
    const device = await subscribedDevice('ok', subscriber);
    const messageId = randomUUID();
    expect(await channel().send({ recipient: device.id, payload, messageId })).toBe('sent');

    expect(service.received).toHaveLength(1);
    const [push] = service.received as [ReceivedPush];
    expect(push.method).toBe('POST');
    expect(`${service.origin}${push.url}`).toBe(device.endpoint);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers['content-type']).toBe('application/octet-stream');
    expect(push.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(push.headers.topic).toBe(messageId.replaceAll('-', ''));

    // The Authorization header: an ES256 JWT for this push service's origin, signed by the key
    // browsers subscribe with.
    const { publicKey } = (await testApp.app.inject({ method: 'GET', url: '/api/push/public-key' })).json();
    const claims = verifyVapidAuthorization(push.headers.authorization);
    expect(claims.publicKey).toBe(publicKey);
    expect(claims.aud).toBe(service.origin);
    expect(claims.sub).toBe('mailto:push-admin@example.com');
    const now = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(now);
    expect(claims.exp).toBeLessThanOrEqual(now + 24 * 60 * 60 + 5);

    // Only the device's private key and auth secret open it.
    expect(JSON.parse(decryptPush(push.body, subscriber))).toEqual(payload);
    expect(() => decryptPush(push.body, createSubscriber())).toThrow();
  });

  it('removes a subscription whose endpoint answers 410 or 404, and says it is gone', async () => {
    for (const path of ['gone', 'missing']) {
      const device = await subscribedDevice(path);
      expect(await channel().send({ recipient: device.id, payload, messageId: randomUUID() })).toBe('gone');
      expect(await subscriptionExists(device.id)).toBe(false);
      // The outbox's next row for the same device: nothing is sent.
      expect(await channel().send({ recipient: device.id, payload, messageId: randomUUID() })).toBe('gone');
    }
    expect(service.received).toHaveLength(2);
  });

  it('throws on any other refusal so the outbox retries, and keeps the subscription', async () => {
    const device = await subscribedDevice('busy');
    const sending = channel().send({ recipient: device.id, payload, messageId: randomUUID() });
    await expect(sending).rejects.toBeInstanceOf(PushServiceError);
    await expect(sending).rejects.toThrow(/503: try later/);
    expect(await subscriptionExists(device.id)).toBe(true);
  });

  it('throws when nobody answers at the endpoint', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const member = await createVisitor(testApp.app);
    const endpoint = `http://127.0.0.1:${port}/ok/nobody`;
    await testApp.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: member.headers,
      payload: { endpoint, keys: createSubscriber().keys },
    });
    const [row] = await testApp.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    await expect(channel().send({ recipient: row?.id ?? '', payload, messageId: randomUUID() })).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });

  it('refuses a payload that is not a push notification', async () => {
    const device = await subscribedDevice('ok');
    const sending = channel().send({ recipient: device.id, payload: { title: 'No body' }, messageId: randomUUID() });
    await expect(sending).rejects.toThrow();
    expect(service.received).toHaveLength(0);
  });

  it('never calls a local endpoint once PUSH_ALLOW_HTTP is off: the subscription is dropped', async () => {
    const device = await subscribedDevice('ok');
    const strict = createPushChannel(testApp.database.db, { ...testApp.app.config, PUSH_ALLOW_HTTP: false });
    expect(await strict.send({ recipient: device.id, payload, messageId: randomUUID() })).toBe('gone');
    expect(service.received).toHaveLength(0);
    expect(await subscriptionExists(device.id)).toBe(false);
  });
});
