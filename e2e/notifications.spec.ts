import { NOTIFICATION_MESSAGES } from '@app/shared/notifications/notifications.constants';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility-helpers.ts';
import { askQuestionAs, deleteAskedQuestions, uniqueTitle } from './community-helpers.ts';
import { expect, test } from './fixtures.ts';
import { applyTo, createVisitor, postJob, signIn, type Visitor } from './marketplace-helpers.ts';

/**
 * Issue 20 §8–9, the notification centre: the bell counts what happens to me while I am on a page,
 * without a reload (the live stream), the panel lists it and links to it, and read is read.
 */

const bell = (page: Page, unread: number) => page.getByRole('button', { name: `Notifications, ${unread} unread` });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/** A question of mine, asked through the API (deleted after the test). */
const askQuestion = (request: APIRequestContext, asker: Visitor) =>
  askQuestionAs(request, asker, {
    title: uniqueTitle('Which onboarding flow converts better?'),
    content: 'Three screens or one long page: what have you measured?',
    tags: ['mvp'],
  });

test.afterEach(({ page, request }) => deleteAskedQuestions(page, request));

/** Another visitor answers it, in their own session (the API, as their browser would). */
async function answer(request: APIRequestContext, questionId: string, content: string) {
  const other = await createVisitor(request);
  const response = await request.post(`/api/questions/${questionId}/answers`, {
    headers: other.headers,
    data: { content },
  });
  expect(response.status()).toBe(201);
}

async function openPanel(page: Page, unread: number) {
  await bell(page, unread).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByText('Loading notifications…')).toBeHidden();
}

test('a new answer to my question shows on the bell without a reload, is listed, and leads to the question', async ({
  page,
  request,
}) => {
  const me = await createVisitor(request);
  await signIn(page, me);
  const question = await askQuestion(request, me);
  await page.goto('/task-manager');
  await expect(bell(page, 0)).toBeVisible();

  await answer(request, question.id, 'One long page won for us: fewer taps, and the progress stays visible.');
  await expect(bell(page, 1)).toBeVisible();

  await openPanel(page, 1);
  const item = panel(page).getByRole('link', { name: /Unread: New answer from/ });
  await expect(item).toContainText('One long page won for us');
  await expect(item).toContainText('Just now');
  await item.click();

  await expect(page).toHaveURL(`/proto-hub?question=${question.id}`);
  await expect(page.getByRole('heading', { level: 2, name: question.title })).toBeVisible();
  await expect(panel(page)).toBeHidden();
  // Opening it marked it read, here and on the server (it is still read after a reload).
  await expect(bell(page, 0)).toBeVisible();
  await page.reload();
  await expect(bell(page, 0)).toBeVisible();
});

test('"Mark all as read" clears the count and the unread marks', async ({ page, request }) => {
  const me = await createVisitor(request);
  await signIn(page, me);
  const question = await askQuestion(request, me);
  await answer(request, question.id, 'Measure the drop-off per screen first.');
  await answer(request, question.id, 'We ran both for a week: one page won.');
  await page.goto('/');
  await expect(bell(page, 2)).toBeVisible();

  await openPanel(page, 2);
  await expect(panel(page).getByRole('link', { name: /^Unread:/ })).toHaveCount(2);
  await panel(page).getByRole('button', { name: NOTIFICATION_MESSAGES.markAllRead }).click();
  await expect(bell(page, 0)).toBeVisible();
  await expect(panel(page).getByRole('link', { name: /^Unread:/ })).toHaveCount(0);
  await expect(panel(page).getByRole('link', { name: /New answer from/ })).toHaveCount(2);
  await expect(panel(page).getByRole('button', { name: NOTIFICATION_MESSAGES.markAllRead })).toBeDisabled();
});

test('the account menu counts my unread messages across conversations', async ({ page, request }) => {
  const owner = await createVisitor(request);
  const applicant = await createVisitor(request);
  const job = await postJob(request, owner);
  const applicationId = await applyTo(request, applicant, job.id);
  for (const body of ['Hello! Are you free next week?', 'Also: can you share a portfolio link?']) {
    const response = await request.post(`/api/applications/${applicationId}/messages`, {
      headers: owner.headers,
      data: { body },
    });
    expect(response.status()).toBe(201);
  }
  await signIn(page, applicant);
  await page.goto('/jobs');
  // The bell's panel holds notifications only; my pages and messages are in the account menu (issue 34 §1).
  await page.getByRole('button', { name: 'Your account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Messages, 2 unread' })).toBeVisible();
});

test('the panel takes the focus, closes on Escape with the focus back on the bell, and holds notifications only', async ({
  page,
  request,
}) => {
  await signIn(page, await createVisitor(request));
  await page.goto('/jobs');
  await openPanel(page, 0);
  await expect(panel(page).getByRole('heading', { name: 'Notifications' })).toBeFocused();
  await expect(panel(page).getByText(NOTIFICATION_MESSAGES.empty)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(bell(page, 0)).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('link', { name: 'My jobs' })).toHaveCount(0);
});

/** GET /api/notifications (the list), not the stream beside it. */
const notificationList = (url: URL) => url.pathname === '/api/notifications';

test.describe('when the notifications cannot be loaded', () => {
  test.use({ allowConsoleErrors: /Failed to load resource/ });

  test('the panel says so and loads them on Retry', async ({ page, request }) => {
    await signIn(page, await createVisitor(request));
    await page.route(notificationList, (route) =>
      route.fulfill({ status: 503, json: { success: false, error: 'database_unavailable', message: 'Down' } }),
    );
    await page.goto('/');
    await bell(page, 0).click();
    await expect(panel(page).getByRole('alert')).toContainText(NOTIFICATION_MESSAGES.loadFailed);

    await page.unroute(notificationList);
    await panel(page).getByRole('button', { name: 'Retry' }).click();
    await expect(panel(page).getByText(NOTIFICATION_MESSAGES.empty)).toBeVisible();
    await expect(panel(page).getByRole('alert')).toBeHidden();
  });
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the open panel passes axe at ${viewport.width} px${viewport.width < 640 ? ', as a full-width sheet' : ''}`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const me = await createVisitor(request);
    await signIn(page, me);
    const question = await askQuestion(request, me);
    await answer(request, question.id, 'A checklist helps: https://example.com/onboarding-checklist');
    await page.goto('/proto-hub');
    await openPanel(page, 1);
    await expect(panel(page).getByRole('link', { name: /New answer from/ })).toBeVisible();
    if (viewport.width < 640) {
      const box = await panel(page).boundingBox();
      expect(box?.width).toBe(viewport.width);
    }
    await expectNoSeriousViolations(page, `notification panel at ${viewport.width} px`, '#notification-panel');
  });
}

test('a visitor who never wrote anything has no session made for the bell', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/session') || request.url().includes('/api/notifications'))
      calls.push(request.url());
  });
  await page.goto('/');
  await bell(page, 0).click();
  await expect(panel(page).getByText(NOTIFICATION_MESSAGES.empty)).toBeVisible();
  expect(calls).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('visitor_token'))).toBeNull();
});

test('a session made in another tab is picked up: this tab starts listening without a reload', async ({
  page,
  request,
}) => {
  await page.goto('/proto-hub');
  await expect(bell(page, 0)).toBeVisible();
  const me = await createVisitor(request);
  const question = await askQuestion(request, me);

  // Another tab of the same browser gets the token (its first write made the session).
  const otherTab = await page.context().newPage();
  await otherTab.goto('/pitch-deck');
  await otherTab.evaluate((token) => localStorage.setItem('visitor_token', token), me.token);
  await otherTab.close();

  await answer(request, question.id, 'Test the long page with five users before you build it.');
  await expect(bell(page, 1)).toBeVisible();
});
