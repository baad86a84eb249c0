import { CLIENT_STATE_PAGES, ROUTE_PATHS } from '@app/shared/navigation/routes';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { holdRequests } from './network-helpers.ts';

test('a page is on screen before its code arrives, then comes alive as it was drawn', async ({ page }) => {
  const release = await holdRequests(page, '**/assets/index-*.js');
  const releaseStyles = await holdRequests(page, '**/assets/index-*.css');
  const navigation = page.goto('/user-feedback');

  // The server's HTML alone: the page, not the start-up screen, and not yet working.
  const heading = page.locator('h1');
  await expect(heading).toHaveText(/User Testing Feedback Platform/);
  await expect(page.getByText('every piece of feedback earns points')).toBeVisible();
  await expect(page.getByText('Loading application...')).toHaveCount(0);
  await expect(page.locator('#root')).toHaveAttribute('inert');
  // Styled by the page's inlined critical CSS alone: the full stylesheet is still on its way.
  await expect(heading).toHaveCSS('display', 'flex');
  await expect(page.getByRole('button', { name: 'Give Feedback' })).toHaveCSS('color', 'rgb(255, 255, 255)');
  const drawnHeading = await heading.elementHandle();

  release();
  // The app starts only once the full stylesheet applies: nothing it draws is ever unstyled.
  await expect(page.getByText('Loading recent feedback')).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert');
  releaseStyles();
  await navigation;
  await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute('media', 'all');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // Hydrated, not drawn again: the heading on screen is the very element the server sent.
  expect(
    await drawnHeading?.evaluate((element) => element.isConnected && element === document.querySelector('h1')),
  ).toBe(true);
  await expect(page.getByRole('region', { name: 'Overview' }).getByRole('definition').first()).toHaveText(/^\d+$/);
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Help feature coming soon!' })).toBeVisible();
});

test('a page asks for its code only once it is on screen', async ({ page }) => {
  await page.goto('/user-feedback');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const { firstPaint, scripts } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));
  // index.html's loader (a few hundred bytes) only; the application and the page's chunks after the paint.
  const [loader, ...code] = scripts;
  expect(loader?.name).toMatch(/^\/assets\/loader-/);
  expect(firstPaint).toBeDefined();
  expect(code.map((script) => script.name)).toEqual(expect.arrayContaining([expect.stringMatching(/\/index-/)]));
  for (const script of code) expect(script.startTime, script.name).toBeGreaterThan(firstPaint ?? Infinity);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`every page hydrates as it was pre-rendered, ${viewport.width} px wide`, async ({ page }) => {
    // Two loads of each of the 17 pages: ran over 30 s on a busy 2-core CI machine (2026-12-01).
    test.slow();
    // A mismatch would warn '[hydration]', which fails the test (fixtures.ts).
    await page.setViewportSize(viewport);
    let framed = 0;
    for (const path of Object.values(ROUTE_PATHS)) {
      if (await isPrerendered(page, path)) framed++;
      await page.goto(path);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.locator('main h1')).toBeVisible();
    }
    expect(framed).toBe(Object.values(ROUTE_PATHS).length - CLIENT_STATE_PAGES.size);
  });
}

test('the pages whose first render depends on stored state or the #fragment keep the start-up screen', async ({
  page,
}) => {
  for (const path of CLIENT_STATE_PAGES) {
    expect(await isPrerendered(page, path)).toBe(false);
  }
});

test('the developer filters follow the screen until the visitor folds them', async ({ page }) => {
  await page.goto('/developers');
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Availability')).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Availability')).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Availability')).toBeHidden();
  await toggle.click();
  await expect(page.getByLabel('Availability')).toBeVisible();
});

/** What the server sends for `path`: a pre-rendered frame, or the start-up screen. */
async function isPrerendered(page: Page, path: string): Promise<boolean> {
  const html = await (await page.request.get(path)).text();
  const isFramed = html.includes('<div id="root" data-prerendered inert>');
  expect(isFramed).toBe(!html.includes('Loading application...'));
  return isFramed;
}
