import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility-helpers.ts';
import { expect, test } from './fixtures.ts';
import { applyTo, createProfile, createVisitor, postJob, signIn, type Visitor } from './marketplace-helpers.ts';

/**
 * Issue 34 §1: the account menu at the right of the nav bar, at every width, and the inbox of
 * every conversation I take part in, live.
 */

const menuButton = (page: Page) => page.getByRole('button', { name: 'Your account menu' });
const menu = (page: Page) => page.getByRole('menu', { name: 'Your account menu' });
const ITEMS = ['My jobs', 'My applications', 'Contracts', 'Billing', 'Earnings', 'Messages', 'Your account'];

/** A message to the other party of an application, through the API (as their browser would send it). */
async function write(request: APIRequestContext, author: Visitor, applicationId: string, body: string) {
  const response = await request.post(`/api/applications/${applicationId}/messages`, {
    headers: author.headers,
    data: { body },
  });
  expect(response.status()).toBe(201);
}

test('the account menu works with the keyboard: arrows, Home, End, Escape back to its button', async ({
  page,
  request,
}) => {
  await signIn(page, await createVisitor(request));
  await page.goto('/jobs');
  const button = menuButton(page);
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(menu(page)).toBeVisible();
  await expect(menu(page).getByRole('menuitem')).toHaveText(ITEMS.map((item) => new RegExp(`^${item}`)));
  // An anonymous visitor has nothing to sign back in to: no Sign out.
  await expect(menu(page).getByRole('menuitem', { name: 'Sign out' })).toHaveCount(0);
  await expect(menu(page).getByRole('menuitem', { name: 'My jobs' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu(page).getByRole('menuitem', { name: 'My applications' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu(page).getByRole('menuitem', { name: 'Your account' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu(page).getByRole('menuitem', { name: 'My jobs' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu(page).getByRole('menuitem', { name: 'Your account' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(menu(page).getByRole('menuitem', { name: 'My jobs' })).toBeFocused();
  await expectNoSeriousViolations(page, 'the account menu', '[role="menu"]');

  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(button).toBeFocused();

  // A click outside closes it; choosing an item goes there.
  await button.click();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu(page)).toBeHidden();
  await button.click();
  await menu(page).getByRole('menuitem', { name: 'Contracts' }).click();
  await expect(page).toHaveURL('/contracts');
  // The bell's panel holds notifications only.
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'My jobs' })).toHaveCount(0);
});

test('the menu counts unread messages', async ({ page, request }) => {
  const owner = await createVisitor(request);
  const applicant = await createVisitor(request);
  const applicationId = await applyTo(request, applicant, (await postJob(request, owner)).id);
  await write(request, owner, applicationId, 'Hello, are you free next week?');
  await write(request, owner, applicationId, 'And can you share a portfolio?');
  await signIn(page, applicant);
  await page.goto('/jobs');
  await menuButton(page).click();
  await expect(menu(page).getByRole('menuitem', { name: 'Messages, 2 unread' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the account button is there beside the hamburger, whose own entries stay', async ({ page, request }) => {
    await signIn(page, await createVisitor(request));
    await page.goto('/task-manager');
    await menuButton(page).click();
    await expect(menu(page).getByRole('menuitem')).toHaveCount(ITEMS.length);
    const box = await menu(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menuButton(page)).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const hamburger = page.locator('#mobile-menu');
    for (const item of ['My jobs', 'My applications', 'Contracts', 'Your account'])
      await expect(hamburger.getByRole('link', { name: item })).toBeVisible();
  });
});

test.describe('the inbox', () => {
  test('lists my two conversations, newest first, and a new message arrives live in the list and the open one', async ({
    page,
    request,
  }) => {
    const me = await createVisitor(request);
    const ada = await createVisitor(request);
    const grace = await createVisitor(request);
    const adaProfile = await createProfile(request, ada, 'Ada Inbox');
    const graceProfile = await createProfile(request, grace, 'Grace Inbox');
    const job = await postJob(request, me);
    const fromAda = await applyTo(request, ada, job.id);
    const fromGrace = await applyTo(request, grace, job.id);
    await write(request, ada, fromAda, 'Hi, I can start Monday.');
    await write(request, grace, fromGrace, 'Hello! I have built three of these.');

    await signIn(page, me);
    await page.goto('/messages');
    const list = page.getByRole('list', { name: 'Conversations' });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(graceProfile.name);
    await expect(items.nth(0)).toContainText('Hello! I have built three of these.');
    await expect(items.nth(0)).toContainText(job.title);
    await expect(items.nth(0).getByRole('link', { name: /^Unread:/ })).toBeVisible();
    await expect(items.nth(1)).toContainText(adaProfile.name);
    await expectNoSeriousViolations(page, 'the inbox');

    // Search by name.
    const search = page.getByRole('search');
    await search.getByRole('searchbox', { name: 'Search conversations by name or job' }).fill('Ada');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(adaProfile.name);
    await search.getByRole('searchbox', { name: 'Search conversations by name or job' }).fill('');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(items).toHaveCount(2);

    // Opening Ada's shows the conversation beside the list, and reads it.
    await items.nth(1).getByRole('link').click();
    const thread = page.getByRole('region', { name: `Conversation with ${adaProfile.name}` });
    await expect(thread.getByRole('log')).toContainText('Hi, I can start Monday.');
    await expect(list).toBeVisible();
    await expect(items.nth(1).getByRole('link', { name: /^Unread:/ })).toHaveCount(0);

    // Ada writes again: the open thread and the list follow without a reload.
    await write(request, ada, fromAda, 'Also, I live nearby.');
    await expect(thread.getByRole('log')).toContainText('Also, I live nearby.');
    await expect(items.nth(0)).toContainText(adaProfile.name);
    await expect(items.nth(0)).toContainText('Also, I live nearby.');
  });

  test('says when there is nothing yet', async ({ page, request }) => {
    await signIn(page, await createVisitor(request));
    await page.goto('/messages');
    await expect(page.getByText('No conversations yet')).toBeVisible();
  });
});

test.describe('when the inbox cannot load', () => {
  test.use({ allowConsoleErrors: /Failed to load resource/ });

  test('says so and loads it on Try Again', async ({ page, request }) => {
    await signIn(page, await createVisitor(request));
    let isDown = true;
    await page.route(
      (url) => url.pathname === '/api/messages/conversations',
      (route) =>
        isDown
          ? route.fulfill({ status: 503, json: { success: false, error: 'database_unavailable', message: 'Down' } })
          : route.continue(),
    );
    await page.goto('/messages');
    await expect(page.getByRole('alert')).toContainText('Down', { timeout: 20_000 });
    isDown = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('No conversations yet')).toBeVisible();
  });
});

test.describe('the inbox on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the list, then the conversation alone with a way back', async ({ page, request }) => {
    const me = await createVisitor(request);
    const other = await createVisitor(request);
    const job = await postJob(request, me);
    const applicationId = await applyTo(request, other, job.id);
    await write(request, other, applicationId, 'A question about the timeline.');
    await signIn(page, me);
    await page.goto('/messages');
    const list = page.getByRole('list', { name: 'Conversations' });
    await list.getByRole('link').first().click();
    await expect(list).toBeHidden();
    const composer = page.getByRole('textbox', { name: /^Message to/ });
    await expect(composer).toBeVisible();
    // The floating feedback button never covers the composer (issue 34 §1): with the composer's
    // bottom at the screen's bottom edge, where the button sits, it steps aside.
    await composer.focus();
    await page.getByRole('button', { name: 'Send' }).evaluate((send) => send.scrollIntoView({ block: 'end' }));
    const feedback = page.locator('button.fixed');
    const composerBox = await page.locator('form[data-keeps-clear]').boundingBox();
    const buttonBox = await feedback.boundingBox();
    const isNear =
      composerBox !== null &&
      buttonBox !== null &&
      composerBox.y < buttonBox.y + buttonBox.height + 8 &&
      composerBox.y + composerBox.height > buttonBox.y - 8 &&
      composerBox.x + composerBox.width > buttonBox.x - 8;
    expect(isNear).toBe(true);
    await expect(feedback).toBeHidden();
    // Back at the top, away from the composer, it is there again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'All conversations' }).focus();
    await expectNoSeriousViolations(page, 'a conversation of the inbox on a phone');
    await page.getByRole('button', { name: 'All conversations' }).click();
    await expect(list).toBeVisible();
  });
});
