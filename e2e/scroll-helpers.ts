import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Scrolls to the end of the page and waits until it stays there: a page that has just started
 * resets its scroll to the top 10 and 50 ms after it mounts (part-1 §9), which would undo a scroll
 * made in between.
 */
export async function scrollToEnd(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const end = () => document.documentElement.scrollHeight - window.innerHeight;
        window.scrollTo(0, end());
        await new Promise((done) => setTimeout(done, 80));
        return Math.abs(window.scrollY - end()) <= 1;
      }),
    )
    .toBe(true);
}
