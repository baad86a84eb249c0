import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const TITLES = [
  'AI Project Assistant',
  'The problem',
  'Our solution',
  'AI features',
  'Architecture',
  'Features demo',
  'Revenue model',
  'Competitive landscape',
  'Timeline',
  'Get started',
];

const counter = (page: Page) => page.getByText(/^\d+ \/ 10$/);
const slide = (page: Page, number: number) => page.getByRole('region', { name: TITLES[number - 1] ?? '', exact: true });
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const previousButton = (page: Page) => page.getByRole('button', { name: 'Previous', exact: true });

/** The deck shows slide `number`: counter, section and the hash in the address. */
async function expectSlide(page: Page, number: number) {
  await expect(counter(page)).toHaveText(`${number} / 10`);
  await expect(slide(page, number)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/pitch-deck#${number}$`));
}

test('the deck opens on the title slide at 1 / 10', async ({ page }) => {
  await page.goto('/pitch-deck');
  await expect(page.getByRole('heading', { level: 1, name: 'Platform Pitch Deck' })).toBeVisible();
  await expect(counter(page)).toHaveText('1 / 10');
  await expect(counter(page)).toHaveAttribute('aria-live', 'polite');
  await expect(slide(page, 1)).toBeVisible();
  await expect(slide(page, 1).getByRole('heading', { level: 2, name: 'AI Project Assistant' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The problem' })).toHaveCount(0);
});

test('Next walks through all ten slides in order and wraps to the first', async ({ page }) => {
  await page.goto('/pitch-deck');
  for (let number = 2; number <= 10; number += 1) {
    await nextButton(page).click();
    await expectSlide(page, number);
  }
  await nextButton(page).click();
  await expectSlide(page, 1);
});

test('Previous on the first slide goes to the last', async ({ page }) => {
  await page.goto('/pitch-deck');
  await previousButton(page).click();
  await expectSlide(page, 10);
  await previousButton(page).click();
  await expectSlide(page, 9);
});

test('ArrowRight and Space advance, ArrowLeft goes back, and both wrap', async ({ page }) => {
  await page.goto('/pitch-deck');
  await expect(slide(page, 1)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expectSlide(page, 2);
  await page.keyboard.press('Space');
  await expectSlide(page, 3);
  await page.keyboard.press('ArrowLeft');
  await expectSlide(page, 2);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expectSlide(page, 10);
  await page.keyboard.press('ArrowRight');
  await expectSlide(page, 1);
  // Space does not scroll the page while it turns slides.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('every quick key press and click counts, even before the page has redrawn', async ({ page }) => {
  await page.goto('/pitch-deck');
  await expect(slide(page, 1)).toBeVisible();
  for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
  await expectSlide(page, 6);
  await nextButton(page).dblclick();
  await expectSlide(page, 8);
  await page.goBack();
  await expectSlide(page, 7);
});

test('Space on a focused button activates that button only; arrows still turn slides', async ({ page }) => {
  await page.goto('/pitch-deck#5');
  await previousButton(page).focus();
  await page.keyboard.press('Space');
  await expectSlide(page, 4);
  await page.getByRole('button', { name: 'Go to slide 9: Timeline' }).focus();
  await page.keyboard.press('Space');
  await expectSlide(page, 9);
  await page.keyboard.press('ArrowRight');
  await expectSlide(page, 10);
});

test('keys typed into a text field never turn slides', async ({ page }) => {
  await page.goto('/pitch-deck#3');
  await expect(slide(page, 3)).toBeVisible();
  // Any text field on the page (the feedback widget has some) must keep its keys.
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.setAttribute('aria-label', 'Scratch field');
    document.querySelector('main')?.append(input);
  });
  const field = page.getByRole('textbox', { name: 'Scratch field' });
  await field.click();
  await page.keyboard.type('a b');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await expect(field).toHaveValue('a b');
  await expectSlide(page, 3);
});

test('arrow keys scroll the comparison table while it has focus, instead of turning slides', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pitch-deck#8');
  const box = slide(page, 8).getByRole('region', { name: /compared with other ways/ });
  await box.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expectSlide(page, 8);
});

test('/pitch-deck#7 opens the revenue model with its four prices, and a reload keeps it', async ({ page }) => {
  await page.goto('/pitch-deck#7');
  await expectSlide(page, 7);
  const revenue = slide(page, 7);
  for (const text of ['8-12% transaction fee', '$99/mo premium', '$299 verification', '$5K+/mo enterprise']) {
    await expect(revenue.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(revenue.getByText(/nothing on the platform charges money today/)).toBeVisible();
  await page.reload();
  await expectSlide(page, 7);
});

for (const hash of ['#99', '#abc', '#0', '#03']) {
  test(`an invalid hash (${hash}) opens slide 1`, async ({ page }) => {
    await page.goto(`/pitch-deck${hash}`);
    await expectSlide(page, 1);
  });
}

test('an invalid hash typed while on the deck goes back to slide 1', async ({ page }) => {
  await page.goto('/pitch-deck#4');
  await expectSlide(page, 4);
  await page.evaluate(() => {
    window.location.hash = '#nope';
  });
  await expectSlide(page, 1);
});

test("the shell's Skip to content link does not reset the deck", async ({ page }) => {
  await page.goto('/pitch-deck#6');
  await expectSlide(page, 6);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(counter(page)).toHaveText('6 / 10');
  await expect(slide(page, 6)).toBeVisible();
});

test('Back and Forward in the browser move between the slides visited', async ({ page }) => {
  await page.goto('/pitch-deck');
  await nextButton(page).click();
  await expectSlide(page, 2);
  await page.getByRole('button', { name: 'Go to slide 8: Competitive landscape' }).click();
  await expectSlide(page, 8);
  await page.goBack();
  await expectSlide(page, 2);
  await page.goBack();
  await expect(counter(page)).toHaveText('1 / 10');
  await expect(slide(page, 1)).toBeVisible();
  await page.goForward();
  await expectSlide(page, 2);
});

test('the slide list jumps to a slide and marks the current one', async ({ page }) => {
  await page.goto('/pitch-deck');
  const list = page.getByRole('navigation', { name: 'Slides' });
  await expect(list.getByRole('button')).toHaveCount(10);
  for (const [index, title] of TITLES.entries()) {
    await expect(list.getByRole('button', { name: `Go to slide ${index + 1}: ${title}` })).toBeVisible();
  }
  await expect(list.getByRole('button', { name: 'Go to slide 1: AI Project Assistant' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  const competitive = list.getByRole('button', { name: 'Go to slide 8: Competitive landscape' });
  await competitive.click();
  await expectSlide(page, 8);
  await expect(competitive).toHaveAttribute('aria-current', 'true');
  await expect(list.locator('[aria-current]')).toHaveCount(1);

  const table = slide(page, 8).getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'This platform' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Writing the brief' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(7);
});

test('the AI features slide names the four personas with their roles and links both assistants', async ({ page }) => {
  await page.goto('/pitch-deck#4');
  const ai = slide(page, 4);
  const personas = [
    ['Alex Chen', 'Former startup founder'],
    ['Maya Rodriguez', 'UI/UX designer'],
    ['Jordan Kim', 'Full-stack developer'],
    ['Sam Taylor', 'Product manager'],
  ];
  for (const [name, role] of personas) {
    await expect(ai.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(ai.getByText(role ?? '', { exact: true })).toBeVisible();
  }
  await expect(ai.getByRole('link', { name: 'AI Project Assistant' })).toHaveAttribute('href', '/chat');
  await expect(ai.getByRole('link', { name: 'AI Developer Assistant' })).toHaveAttribute('href', '/developer-chat');
});

test('the features demo links to the real pages, and Back returns to the slide', async ({ page }) => {
  await page.goto('/pitch-deck#6');
  const demo = slide(page, 6);
  const paths = [
    '/chat',
    '/developer-chat',
    '/proto-hub',
    '/jobs',
    '/developers',
    '/pipeline-dashboard',
    '/task-manager',
    '/user-feedback',
    '/code-contributions',
    '/gamification',
  ];
  await expectSlide(page, 6);
  await expect(demo.getByRole('link')).toHaveCount(paths.length);
  const hrefs = await demo.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(paths);

  await demo.getByRole('link', { name: 'Task Manager' }).click();
  await expect(page).toHaveURL('/task-manager');
  await expect(page.getByRole('heading', { level: 1, name: 'Task Manager' })).toBeVisible();
  await page.goBack();
  await expectSlide(page, 6);
});

test('the call to action links to the assistant and the developer directory', async ({ page }) => {
  await page.goto('/pitch-deck#10');
  const cta = slide(page, 10);
  await expect(cta.getByRole('link', { name: 'Describe your project' })).toHaveAttribute('href', '/chat');
  await expect(cta.getByRole('link', { name: 'Browse developers' })).toHaveAttribute('href', '/developers');
  await cta.getByRole('link', { name: 'Browse developers' }).click();
  await expect(page).toHaveURL('/developers');
});

test('Back to Home leaves the deck', async ({ page }) => {
  await page.goto('/pitch-deck#3');
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'From Idea to Reality in Minutes' })).toBeVisible();
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no slide scrolls the page sideways; the comparison table scrolls in its own box', async ({ page }) => {
    await page.goto('/pitch-deck');
    for (let number = 1; number <= 10; number += 1) {
      await expect(counter(page)).toHaveText(`${number} / 10`);
      await expect(slide(page, number)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `slide ${number} scrolls the page sideways`).toBeLessThanOrEqual(0);
      if (number === 8) {
        const box = slide(page, 8).getByRole('region', { name: /compared with other ways/ });
        const widths = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
        expect(widths.scroll).toBeGreaterThan(widths.client);
      }
      await nextButton(page).click();
    }
    await expect(counter(page)).toHaveText('1 / 10');
  });

  test('choosing a slide from the list below brings the new slide into view', async ({ page }) => {
    await page.goto('/pitch-deck#5');
    const choice = page.getByRole('button', { name: 'Go to slide 6: Features demo' });
    await choice.scrollIntoViewIfNeeded();
    await expect(slide(page, 5).getByRole('heading', { level: 2 })).not.toBeInViewport();
    await choice.click();
    await expectSlide(page, 6);
    await expect(slide(page, 6).getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(counter(page)).toBeInViewport();
  });
});
