import type { AddressInfo } from 'node:net';
import { NOTIFICATION_MESSAGES } from '@app/shared/notifications/notifications.constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import type { Visitor } from '../../test/conversation-factories.ts';
import { INSTANCES_SKIPPED, type Instances, startInstances, TEST_SERVER_URL } from '../../test/instances.ts';
import { type EventStream, openEventStream } from '../../test/sse-client.ts';

const LIMITS = { STREAM_LIMIT_PER_VISITOR: 2, STREAM_LIMIT_PER_IP: 3 };
const urlOf = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/notifications/stream`;

/** Opens streams and closes every one of them at the end. */
function streamOpener() {
  const streams: EventStream[] = [];
  return {
    async open(url: string, visitor: Visitor) {
      const stream = await openEventStream(url, visitor.headers);
      streams.push(stream);
      return stream;
    },
    closeAll: () => Promise.all(streams.map((stream) => stream.close())),
  };
}

/** Asks for one more stream, which must be refused with 429 and the house's error. */
async function expectRefused(url: string, visitor: Visitor) {
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...visitor.headers } });
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await response.json()).toEqual({
    success: false,
    error: 'rate_limited',
    message: NOTIFICATION_MESSAGES.tooManyStreams,
  });
}

/** Issue 40 §5: one visitor, or one address, cannot hold every stream a server can serve. */
describe('open event streams per visitor and per IP', () => {
  let testApp: TestApp;
  const streams = streamOpener();
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED, config: LIMITS });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await streams.closeAll();
    await testApp.close();
  });

  it('answers 429 to the stream beyond the visitor’s limit and the IP’s, and opens again once one closes', async () => {
    const url = urlOf(testApp.app);
    const [first, second] = [await createVisitor(testApp.app), await createVisitor(testApp.app)];
    const held = [await streams.open(url, first), await streams.open(url, first)];
    for (const stream of held) expect(stream.response.status).toBe(200);

    await expectRefused(url, first);

    // The IP holds two; a second visitor gets one more, then the IP is full for everyone.
    expect((await streams.open(url, second)).response.status).toBe(200);
    await expectRefused(url, second);

    // A closed stream frees its place as soon as the server hears the connection end.
    await held[0]?.close();
    await expect
      .poll(
        async () => {
          const stream = await streams.open(url, first);
          return stream.response.status;
        },
        { timeout: 5000 },
      )
      .toBe(200);
  });
});

/** The same limits hold for the whole deployment (DESIGN.md §7): streams on two instances add up. */
describe.skipIf(!TEST_SERVER_URL)(`open event streams across two server instances${INSTANCES_SKIPPED}`, () => {
  let instances: Instances;
  const streams = streamOpener();
  beforeAll(async () => {
    instances = await startInstances(2, { rateLimit: UNLIMITED, listen: true, config: LIMITS });
  });
  afterAll(async () => {
    await streams.closeAll();
    await instances.close();
  });

  it('counts a visitor’s and an IP’s streams on every instance together', async () => {
    const [appA, appB] = instances.apps as [FastifyInstance, FastifyInstance];
    const [first, second] = [await createVisitor(appA), await createVisitor(appA)];
    expect((await streams.open(urlOf(appA), first)).response.status).toBe(200);
    expect((await streams.open(urlOf(appB), first)).response.status).toBe(200);
    await expectRefused(urlOf(appA), first);
    await expectRefused(urlOf(appB), first);

    expect((await streams.open(urlOf(appB), second)).response.status).toBe(200);
    await expectRefused(urlOf(appA), second);
  });
});
