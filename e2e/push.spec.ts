import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DELIVERY_MESSAGES } from '@app/shared/delivery/delivery.constants';
import { createSubscriber, decryptPush } from '../apps/server/src/modules/delivery/push-decrypt.test-helper.ts';
import { expect, test } from './fixtures.ts';
import { applyTo, createProfile, createVisitor, postJob, signIn } from './marketplace-helpers.ts';
import { fakePushManager } from './push-helpers.ts';

/**
 * Issue 34 §4 in the browser: the "Push on this device" switch registers the service worker, asks
 * for the permission on the click (Chromium grants it here), subscribes and hands the subscription
 * to the server; a notification then reaches the device through the outbox, encrypted for it.
 *
 * The page's `PushManager.subscribe` answers with a subscription (fakePushManager) whose endpoint
 * is a push service served by this test (the e2e server allows http endpoints: PUSH_ALLOW_HTTP)
 * and whose keys are the test's own: the payload the server sends is decrypted here with them.
 */
test('push turned on in the browser reaches this device, encrypted for it', async ({ page, request, context }) => {
  const received: Buffer[] = [];
  const pushService: Server = createServer((incoming, answer) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      received.push(Buffer.concat(chunks));
      answer.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/push/device-1`;
  const subscriber = createSubscriber();
  try {
    await context.grantPermissions(['notifications']);
    await fakePushManager(page, { endpoint, keys: subscriber.keys });
    const owner = await createVisitor(request);
    await signIn(page, owner);
    await page.goto('/account');
    const thisDevice = page.getByRole('switch', { name: DELIVERY_MESSAGES.pushThisDevice });
    await expect(thisDevice).not.toBeChecked();
    await thisDevice.click();
    await expect(thisDevice).toBeChecked();

    // Someone applies to the owner's job: "applications" pushes by default.
    const job = await postJob(request, owner);
    const developer = await createVisitor(request);
    await createProfile(request, developer);
    await applyTo(request, developer, job.id);

    await expect.poll(() => received.length, { timeout: 20_000, message: 'a push to the device' }).toBe(1);
    const payload = JSON.parse(decryptPush(received[0] as Buffer, subscriber)) as { title: string; link: string };
    expect(payload.title).toContain(job.title);
    expect(payload.link).toMatch(/^\//);

    // Off again: the device is forgotten by the server.
    await thisDevice.click();
    await expect(thisDevice).not.toBeChecked();
    const settings = await request.get('/api/account/notification-settings', { headers: owner.headers });
    expect(((await settings.json()) as { pushDevices: number }).pushDevices).toBe(0);
  } finally {
    pushService.close();
  }
});
