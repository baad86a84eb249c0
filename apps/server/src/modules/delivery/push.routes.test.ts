import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import type { Visitor } from '../../test/conversation-factories.ts';
import { pushSubscriptions } from './delivery.tables.ts';
import { MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER } from './push.service.ts';
import { createSubscriber } from './push-decrypt.test-helper.ts';

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let endpointCounter = 0;
const newEndpoint = () => `https://fcm.googleapis.com/fcm/send/device-${++endpointCounter}`;

describe('push subscriptions', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const subscribe = (visitor: Visitor | null, payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { ...visitor?.headers, ...headers },
      payload: payload as object,
    });
  const unsubscribe = (visitor: Visitor | null, endpoint: string) =>
    testApp.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: { ...visitor?.headers },
      payload: { endpoint },
    });
  const rowsAt = (endpoint: string) =>
    testApp.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  const rowsOf = (visitor: Visitor) =>
    testApp.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, visitor.user.id));

  it("gives anyone the server's public key, the same every time", async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const second = await testApp.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(second.json()).toEqual({ success: true, publicKey });
  });

  it("saves a device's subscription with its label", async () => {
    const member = await createVisitor(testApp.app);
    const endpoint = newEndpoint();
    const { keys } = createSubscriber();
    const response = await subscribe(member, { endpoint, keys }, { 'user-agent': CHROME_ON_LINUX });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });
    expect(await rowsAt(endpoint)).toEqual([
      expect.objectContaining({
        userId: member.user.id,
        p256dh: keys.p256dh,
        auth: keys.auth,
        deviceLabel: 'Chrome on Linux',
      }),
    ]);
    // The settings list the member's endpoints, so a browser can tell whether its own is among them.
    const settings = await testApp.app.inject({
      method: 'GET',
      url: '/api/account/notification-settings',
      headers: member.headers,
    });
    expect(settings.json()).toMatchObject({ pushDevices: 1, pushEndpoints: [endpoint] });
  });

  it('is for visitors only', async () => {
    const endpoint = newEndpoint();
    expect((await subscribe(null, { endpoint, keys: createSubscriber().keys })).statusCode).toBe(401);
    expect((await unsubscribe(null, endpoint)).statusCode).toBe(401);
    expect(await rowsAt(endpoint)).toEqual([]);
  });

  it('refuses http endpoints and local or private hosts (PUSH_ALLOW_HTTP is off)', async () => {
    const member = await createVisitor(testApp.app);
    const { keys } = createSubscriber();
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1/push',
      'https://localhost:8443/push',
      'https://[::1]/push',
      'https://169.254.169.254/latest',
      'https://192.168.0.10/push',
      'https://[::ffff:8.8.8.8]/push',
      'https://[64:ff9b::a00:1]/push',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
    ]) {
      const response = await subscribe(member, { endpoint, keys });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: 'invalid_input' });
    }
    expect(await rowsOf(member)).toEqual([]);
  });

  it('refuses bodies that are not a push subscription', async () => {
    const member = await createVisitor(testApp.app);
    const { keys } = createSubscriber();
    const endpoint = newEndpoint();
    for (const payload of [
      {},
      { endpoint },
      { endpoint: 'not a url', keys },
      { endpoint, keys: { p256dh: keys.p256dh } },
      { endpoint, keys: { p256dh: 'AAAA', auth: keys.auth } },
      { endpoint, keys: { p256dh: keys.p256dh, auth: 'c2hvcnQ' } },
      { endpoint: `https://fcm.googleapis.com/${'x'.repeat(2000)}`, keys },
    ]) {
      const response = await subscribe(member, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    const badKey = await subscribe(member, { endpoint, keys: { p256dh: 'AAAA', auth: keys.auth } });
    expect(badKey.json().errors).toEqual([{ path: 'keys.p256dh', message: expect.any(String) }]);
    expect(await rowsOf(member)).toEqual([]);
  });

  it("refuses another member's endpoint unless it carries the same keys (issue 40 §5)", async () => {
    const [first, second] = [await createVisitor(testApp.app), await createVisitor(testApp.app)];
    const endpoint = newEndpoint();
    const { keys } = createSubscriber();
    expect((await subscribe(first, { endpoint, keys })).statusCode).toBe(201);

    const taken = await subscribe(second, { endpoint, keys: createSubscriber().keys });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ success: false, error: 'conflict' });
    expect(await rowsAt(endpoint)).toEqual([expect.objectContaining({ userId: first.user.id, p256dh: keys.p256dh })]);

    // The same browser profile, now used by another member, shows the same subscription: it moves.
    expect((await subscribe(second, { endpoint, keys })).statusCode).toBe(201);
    expect(await rowsAt(endpoint)).toEqual([expect.objectContaining({ userId: second.user.id, p256dh: keys.p256dh })]);
    expect(await rowsOf(first)).toEqual([]);
    // The holder itself may renew its keys.
    const renewed = createSubscriber().keys;
    expect((await subscribe(second, { endpoint, keys: renewed })).statusCode).toBe(201);
    expect(await rowsAt(endpoint)).toEqual([
      expect.objectContaining({ userId: second.user.id, p256dh: renewed.p256dh }),
    ]);
  });

  it("removes only the member's own subscription", async () => {
    const [owner, other] = [await createVisitor(testApp.app), await createVisitor(testApp.app)];
    const endpoint = newEndpoint();
    await subscribe(owner, { endpoint, keys: createSubscriber().keys });

    const foreign = await unsubscribe(other, endpoint);
    expect(foreign.statusCode).toBe(200);
    expect(await rowsAt(endpoint)).toHaveLength(1);

    const own = await unsubscribe(owner, endpoint);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true });
    expect(await rowsAt(endpoint)).toEqual([]);
    // Already gone (the device turned it off twice, or the push service said 410): still fine.
    expect((await unsubscribe(owner, endpoint)).statusCode).toBe(200);
  });

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER} devices per member, dropping the oldest`, async () => {
    const member = await createVisitor(testApp.app);
    const endpoints = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER + 1 }, newEndpoint);
    const { keys } = createSubscriber();
    for (const endpoint of endpoints) expect((await subscribe(member, { endpoint, keys })).statusCode).toBe(201);
    const kept = (await rowsOf(member)).map((row) => row.endpoint);
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER);
    expect(kept).not.toContain(endpoints[0]);
    expect(kept).toContain(endpoints.at(-1));
  });
});
