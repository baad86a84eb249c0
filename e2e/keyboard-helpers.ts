import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through a page,
 * and fails when it is not reached within `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 40 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  await expect(target).toBeAttached();
  for (let presses = 0; presses < max; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
  }
  expect(await hasFocus(target), `${target} is reached with ${key} within ${max} presses`).toBe(true);
}

/** The first Tab of a page lands on "Skip to content"; Enter moves on to the page's own content. */
export async function skipToContent(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
}

/** Replaces the text of the focused field, the way a person does: select all, then type. */
export async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}
