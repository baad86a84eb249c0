import { MARKETPLACE_PATHS } from '@app/shared/navigation/marketplace-paths';
import { ROUTE_PATHS } from '@app/shared/navigation/routes';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

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
function layoutProblems(page: Page) {
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

// The phone and the common laptop at the top and the end of each page; the widths between and
// above at the top (the suite's time is budgeted).
for (const { width, atEnd } of [
  { width: 390, atEnd: true },
  { width: 1024, atEnd: false },
  { width: 1280, atEnd: true },
  { width: 1920, atEnd: false },
]) {
  test(`every page fits ${width} px and nothing fixed covers a control`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const found: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      for (const problem of await layoutProblems(page)) found.push(`${path} (top): ${problem}`);
      if (!atEnd) continue;
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(50);
      for (const problem of await layoutProblems(page)) found.push(`${path} (end): ${problem}`);
    }
    expect(found).toEqual([]);
  });
}
