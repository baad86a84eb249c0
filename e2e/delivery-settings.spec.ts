import { createHmac } from 'node:crypto';
import { DELIVERY_MESSAGES } from '@app/shared/delivery/delivery.constants';
import type { Page } from '@playwright/test';
import { createSubscriber } from '../apps/server/src/modules/delivery/push-decrypt.test-helper.ts';
import { expectNoSeriousViolations } from './accessibility-helpers.ts';
import { expect, test } from './fixtures.ts';
import { linkIn, waitForMail } from './mail-helpers.ts';
import { createVisitor, signIn } from './marketplace-helpers.ts';
import { fakePushManager } from './push-helpers.ts';

/** Issue 34 §2-§4 on the account page: what reaches me by email and push, and my address. */

const settings = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const emailSection = (page: Page) => page.getByRole('region', { name: 'Email', exact: true });

test('the notification settings are saved and still there after a reload', async ({ page, request, context }) => {
  await context.grantPermissions(['notifications']);
  // This device's subscription, at a push service nobody pushes to in this test.
  await fakePushManager(page, { endpoint: 'https://push.example.test/settings-device', keys: createSubscriber().keys });
  await signIn(page, await createVisitor(request));
  await page.goto('/account');
  const region = settings(page);
  await expect(region.getByText('In the app: always')).toHaveCount(5);
  await expect(region.getByLabel('Email about Messages')).toHaveValue('instant');
  await expect(region.getByLabel('Email about Community')).toHaveValue('digest');
  // Not subscribed here yet: the push choices are greyed out, off, and say how to turn push on (issue 41 §6).
  await expect(region.getByText(DELIVERY_MESSAGES.pushOffThisDevice)).toBeVisible();
  await expect(region.getByRole('switch', { name: 'Push about Bounties' })).toBeDisabled();
  await expect(region.getByRole('switch', { name: 'Push about Bounties' })).not.toBeChecked();
  await region.getByRole('switch', { name: DELIVERY_MESSAGES.pushThisDevice }).click();
  await expect(region.getByRole('switch', { name: DELIVERY_MESSAGES.pushThisDevice })).toBeChecked();
  await expect(region.getByText(DELIVERY_MESSAGES.pushOffThisDevice)).toHaveCount(0);
  await expect(region.getByRole('switch', { name: 'Push about Bounties' })).toBeChecked();
  await expectNoSeriousViolations(page, 'the notification settings');

  await region.getByLabel('Email about Community').selectOption({ label: 'Email: Off' });
  await region.getByRole('switch', { name: 'Push about Bounties' }).uncheck();
  await region.getByLabel('Send it at').selectOption('18');
  await region.getByLabel('Time zone').selectOption('Europe/Berlin');
  await region.getByRole('button', { name: 'Save settings' }).click();
  await expect(region.getByText('Your settings are saved.')).toBeVisible();

  await page.reload();
  await expect(settings(page).getByLabel('Email about Community')).toHaveValue('off');
  await expect(settings(page).getByRole('switch', { name: 'Push about Bounties' })).not.toBeChecked();
  await expect(settings(page).getByRole('switch', { name: 'Push about Messages' })).toBeChecked();
  await expect(settings(page).getByLabel('Send it at')).toHaveValue('18');
  await expect(settings(page).getByLabel('Time zone')).toHaveValue('Europe/Berlin');
});

// The link opened a second time answers 400, which the browser logs.
test.describe(() => {
  test.use({ allowConsoleErrors: /status of 400/ });

  test('an address is checked, confirmed with the link the mail brings, and shown as confirmed', async ({
    page,
    request,
  }) => {
    await signIn(page, await createVisitor(request));
    await page.goto('/account');
    const section = emailSection(page);
    await section.getByRole('textbox', { name: 'Email address' }).fill('not an address');
    await section.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(section.getByText(DELIVERY_MESSAGES.invalidEmail)).toBeVisible();

    const address = `member-${crypto.randomUUID().slice(0, 8)}@example.test`;
    await section.getByRole('textbox', { name: 'Email address' }).fill(address);
    await section.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(section.getByText(DELIVERY_MESSAGES.verificationSent.replace('{email}', address))).toBeVisible();
    await expect(section.getByText('Waiting for confirmation')).toBeVisible();
    await expectNoSeriousViolations(page, 'the email section');

    const mail = await waitForMail(address);
    const link = new URL(linkIn(mail, '/account/email/verify'));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText(DELIVERY_MESSAGES.verified)).toBeVisible();
    await expectNoSeriousViolations(page, 'the email confirmation page');
    // The link works once.
    await page.reload();
    await expect(page.getByText(DELIVERY_MESSAGES.verificationInvalid)).toBeVisible();

    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect(emailSection(page).getByText(address)).toBeVisible();
    await expect(emailSection(page).getByText('Confirmed', { exact: true })).toBeVisible();
  });
});

test.describe('an expired unsubscribe link', () => {
  // The page's POST answers 410, which the browser reports as a failed load.
  test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 410/ });

  test('an unsubscribe link of a mail from before links expired says it has expired', async ({ page, request }) => {
    const session = await request.post('/api/session');
    const { user } = (await session.json()) as { user: { id: string } };
    // The format mails had before issue 40: member, group and an HMAC of both, without an expiry.
    const signature = createHmac('sha256', 'e2e-unsubscribe-secret-0123456789abcdef')
      .update(`unsubscribe:${user.id}:messages`)
      .digest('base64url');
    await page.goto(`/unsubscribe?token=${user.id}.messages.${signature}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('alert')).toHaveText(DELIVERY_MESSAGES.unsubscribeExpired);
    await expect(page.getByRole('link', { name: 'Change all your email settings on your account page' })).toBeVisible();
  });
});

test('a broken unsubscribe link says so, and push is offered without asking for the permission', async ({
  page,
  request,
}) => {
  await page.goto('/unsubscribe?token=short');
  await expect(page.getByText(DELIVERY_MESSAGES.unsubscribeInvalid)).toBeVisible();
  await expectNoSeriousViolations(page, 'the unsubscribe page');

  await signIn(page, await createVisitor(request));
  const asked: string[] = [];
  await page.exposeFunction('recordPermissionAsk', (what: string) => asked.push(what));
  await page.addInitScript(() => {
    const original = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      (window as unknown as { recordPermissionAsk(what: string): void }).recordPermissionAsk('asked');
      return original(...args);
    };
  });
  await page.goto('/account');
  await expect(settings(page).getByRole('switch', { name: DELIVERY_MESSAGES.pushThisDevice })).toBeEnabled();
  await expect(settings(page).getByRole('switch', { name: DELIVERY_MESSAGES.pushThisDevice })).not.toBeChecked();
  expect(asked).toEqual([]);
});

test('a server without SMTP_URL says email is not set up, and email cannot be chosen', async ({ page, request }) => {
  await signIn(page, await createVisitor(request));
  // This e2e server has an SMTP server; the answer of one without it differs only in emailConfigured.
  await page.route('**/api/account/notification-settings', async (route) => {
    const answer = await route.fetch();
    await route.fulfill({ response: answer, json: { ...(await answer.json()), emailConfigured: false } });
  });
  await page.goto('/account');
  await expect(page.getByText(DELIVERY_MESSAGES.emailNotConfigured).first()).toBeVisible();
  await expect(settings(page).getByLabel('Email about Messages')).toBeDisabled();
  // The stored choice (at once) is not what happens: nothing is mailed, so it reads Off.
  await expect(settings(page).getByLabel('Email about Messages')).toHaveValue('off');
  // Push is off on this device too, and says so beside email's reason.
  await expect(settings(page).getByRole('switch', { name: 'Push about Messages' })).toBeDisabled();
  await expect(settings(page).getByText(DELIVERY_MESSAGES.pushOffThisDevice)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the settings fit the screen', async ({ page, request }) => {
    await signIn(page, await createVisitor(request));
    await page.goto('/account');
    await expect(settings(page).getByLabel('Email about Messages')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page, 'the notification settings on a phone');
  });
});
