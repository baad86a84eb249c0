import { expect, test } from './fixtures.ts';
import { holdRequests } from './network-helpers.ts';

test.describe('a page that fails to render', () => {
  test.use({ allowConsoleErrors: /Boom: test render failure|The above error occurred|\[page\]|\[window\.error\]/ });

  test('retries with an attempt counter, then offers Back to Home while other pages still work', async ({ page }) => {
    // The pitch deck's page module now throws while rendering.
    await page.route('**/assets/pitch-deck-page-*.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export function Component() { throw new Error("Boom: test render failure"); }',
      }),
    );
    // Each attempt shows for 1 s; on a busy machine a poll can miss one, so the page records every
    // counter it shows, and the test reads the record at the end.
    await page.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { retryCounters: shown });
      new MutationObserver(() => {
        for (const [counter] of document.body?.textContent?.matchAll(/Retrying\.\.\. \(Attempt \d\/\d\)/g) ?? [])
          if (!shown.includes(counter)) shown.push(counter);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/pitch-deck');
    await expect(page.getByRole('heading', { name: 'Component Error' })).toBeVisible();
    await expect(page.getByText('This page could not be displayed. Other pages still work.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { retryCounters: string[] }).retryCounters)).toEqual([
      'Retrying... (Attempt 1/3)',
      'Retrying... (Attempt 2/3)',
      'Retrying... (Attempt 3/3)',
    ]);

    // The shell survived, and the home page is unaffected.
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'From Idea to Reality in Minutes' })).toBeVisible();
    await expect(page.getByText('Component Error')).toBeHidden();
  });
});

test.describe('a page whose code cannot be loaded', () => {
  test.use({ allowConsoleErrors: /Failed to load resource|\[navigation\]|dynamically imported module/i });

  test('says Loading while the Developers page loads', async ({ page }) => {
    await page.goto('/');
    const release = await holdRequests(page, '**/assets/developers-page-*.js');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Developers' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Loading$/ })).toHaveText('Loading');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Developer Directory' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading$/ })).toHaveCount(0);
  });

  test('shows Error Loading Page with Navigation failed and a Back button', async ({ page }) => {
    await page.goto('/');
    await page.route('**/assets/developers-page-*.js', (route) => route.abort());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Developers' }).click();
    await expect(page.getByRole('heading', { name: 'Error Loading Page' })).toBeVisible();
    await expect(page.getByText('Navigation failed')).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL('/');
  });
});

test('the start-up screen shows while the application loads an address with no pre-rendered page', async ({ page }) => {
  // With a query the first frame may differ from the pre-rendered one (prerender.spec.ts): the
  // server sends the start-up screen instead.
  const release = await holdRequests(page, '**/assets/index-*.js');
  const navigation = page.goto('/?from=start-up');
  await expect(page.getByText('Loading application...')).toBeVisible();
  await expect(page.getByText('Initializing...')).toBeVisible();
  release();
  await navigation;
  await expect(page.getByRole('heading', { name: 'From Idea to Reality in Minutes' })).toBeVisible();
  await expect(page.getByText('Loading application...')).toHaveCount(0);
});
