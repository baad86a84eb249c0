import { MARKETPLACE_PATHS } from '@app/shared/navigation/marketplace-paths';
import { ROUTE_PATHS } from '@app/shared/navigation/routes';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { scrollToEnd } from './scroll-helpers.ts';

/**
 * Issue 41 §6: no page is wider than the window at any width, and nothing fixed on the screen
 * (the feedback button, a toast) covers a visible button, link or field, at the top of each page
 * and at its end. Every route of the spec, and the visitor's own pages.
 */
const PAGES = [
  ...Object.values(ROUTE_PATHS),
  MARKETPLACE_PATHS.myJobs,
  MARKETPLACE_PATHS.myApplications,
  MARKETPLACE_PATHS.contracts,
  MARKETPLACE_PATHS.messages,
  '/account',
];

/** What overflows the window, and which fixed element covers which control, in the page as drawn. */
async function layoutProblems(page: Page) {
  // The floating button finds its place in the frame after a change: measure after two frames.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => {
    const problems: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) problems.push(`the document is ${overflow} px wider than the window`);
    const onScreen = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.width > 1 &&
        box.height > 1 &&
        style.visibility !== 'hidden' &&
        box.bottom > 0 &&
        box.top < window.innerHeight &&
        box.right > 0 &&
        box.left < window.innerWidth
      );
    };
    const fixed = Array.from(document.body.querySelectorAll('*')).filter(
      (element) => getComputedStyle(element).position === 'fixed' && onScreen(element),
    );
    const covers = fixed.filter((element) => !fixed.some((other) => other !== element && other.contains(element)));
    const controls = Array.from(document.querySelectorAll('a[href], button, input, select, textarea')).filter(
      (element) => onScreen(element) && !covers.some((cover) => cover.contains(element)),
    );
    for (const cover of covers) {
      const a = cover.getBoundingClientRect();
      for (const control of controls) {
        const b = control.getBoundingClientRect();
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (width > 1 && height > 1) {
          const name = (element: Element) =>
            element.getAttribute('aria-label') || element.textContent?.trim().slice(0, 40) || element.tagName;
          problems.push(`"${name(cover)}" covers "${name(control)}"`);
        }
      }
    }
    return problems;
  });
}

// The phone and the common laptop at the top and the end of each page, each page then resized to
// a width between or above and checked at its top again: a resize must fold the nav as a load does
// (one visit a page for two widths: the suite's time is budgeted).
for (const [first, second] of [
  [390, 1024],
  [1280, 1920],
] as const) {
  test(`every page fits ${first} and ${second} px and nothing fixed covers a control`, async ({ page }) => {
    test.slow();
    const found: string[] = [];
    for (const path of PAGES) {
      await page.setViewportSize({ width: first, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      for (const problem of await layoutProblems(page)) found.push(`${path} at ${first} (top): ${problem}`);
      await scrollToEnd(page);
      await page.waitForTimeout(50);
      for (const problem of await layoutProblems(page)) found.push(`${path} at ${first} (end): ${problem}`);
      await page.setViewportSize({ width: second, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(50);
      for (const problem of await layoutProblems(page)) found.push(`${path} at ${second} (top): ${problem}`);
    }
    expect(found).toEqual([]);
  });
}

test.describe('toasts', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('sit below the navigation at 390 and 1280 px, and keep below it when the page scrolls', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toast = page.locator('[data-sonner-toast]').first();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/code-contributions');
      await page.getByRole('button', { name: 'Copy Clone Command' }).click();
      await expect(toast).toBeVisible();
      const navBox = await nav.boundingBox();
      const navBottom = (navBox?.y ?? 0) + (navBox?.height ?? 0);
      // Once its entrance (a slide from above) has settled.
      await expect
        .poll(async () => (await toast.boundingBox())?.y ?? 0, { message: `at ${width} px` })
        .toBeGreaterThanOrEqual(navBottom);
    }
    // Scrolled down, the navigation has gone with the header and the toast rises to the window's top.
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeLessThan(40);
  });
});
