import { expect, test } from './fixtures.ts';
import {
  buildPrototype,
  countIn,
  fillAndShare,
  galleryDialog,
  openGallery,
  prototypeCard,
  prototypeCards,
  prototypeList,
  SEEDED,
  SEEDED_TASKS_URL,
  shareDialog,
  uniquePagesUrl,
  uniqueTitle,
} from './prototypes-helpers.ts';

/** Requests the tests refuse or cut off on purpose make the browser log a failed load. */
const FAILED_LOAD = /Failed to load resource/;
const MESSAGES = {
  required: 'Please fill in all required fields',
  pagesUrl: 'Please provide a valid GitHub Pages URL (github.io, vercel.app, or netlify.app)',
  tag: 'Please add at least one tag',
  technology: 'Please add at least one technology',
  failed: 'Failed to submit prototype. Please try again.',
};

test('the gallery opens from the Proto Hub, keeps its place in the address, and Back closes it', async ({ page }) => {
  const dialog = await openGallery(page);
  await expect(page).toHaveURL(/[?&]gallery=1/);
  for (const title of Object.values(SEEDED)) await expect(prototypeCard(page, title)).toBeVisible();

  await page.reload();
  await expect(prototypeCard(page, SEEDED.tasks)).toBeVisible();

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/gallery=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Proto Hub' })).toBeVisible();
});

test.describe('sharing a prototype', () => {
  test('names each missing or wrong field, then shows the new prototype first', async ({ page }) => {
    await openGallery(page);
    await galleryDialog(page).getByRole('button', { name: 'Share Your Prototype' }).click();
    const form = shareDialog(page);
    const alert = (text: string) => form.getByRole('alert').filter({ hasText: text });
    await expect(form.getByLabel('Status')).toHaveValue('live');

    await fillAndShare(page, {});
    await expect(alert(MESSAGES.required)).toBeVisible();

    const title = uniqueTitle('Plant watering reminder');
    await fillAndShare(page, {
      title,
      description: 'Reminds you to water each plant, learning from how fast the soil dries.',
      url: 'https://evil.example/?x=github.io',
    });
    await expect(form.getByText(`${title.length}/100`)).toBeVisible();
    await expect(alert(MESSAGES.pagesUrl)).toBeVisible();
    await expect(alert('The site must be hosted on github.io, vercel.app or netlify.app.')).toBeVisible();
    await expect(alert(MESSAGES.required)).toBeHidden();
    await expect(alert(MESSAGES.tag)).toBeVisible();
    await expect(alert(MESSAGES.technology)).toBeVisible();

    await form.getByLabel('GitHub Pages URL').fill(uniquePagesUrl());
    await expect(form.getByText('This URL can be shared.')).toBeVisible();
    await fillAndShare(page, { tags: ['plants'] });
    await expect(alert(MESSAGES.pagesUrl)).toBeHidden();
    await expect(alert(MESSAGES.tag)).toBeHidden();
    await expect(alert(MESSAGES.technology)).toBeVisible();

    await form.getByLabel('Category').selectOption({ label: 'Healthcare' });
    await fillAndShare(page, { technologies: ['React', 'Firebase'] });
    await expect(form).toBeHidden();
    await expect(page.getByText('Your prototype was shared.')).toBeVisible();
    const first = prototypeCards(page).first();
    await expect(first).toHaveAccessibleName(title);
    await expect(first).toContainText('Healthcare');
    await expect(first).toContainText('Live');
    await expect(galleryDialog(page).getByLabel('Sort by')).toHaveValue('newest');
  });

  test('checks the repository URL as it is typed', async ({ page }) => {
    await openGallery(page);
    await galleryDialog(page).getByRole('button', { name: 'Share Your Prototype' }).click();
    const repo = shareDialog(page).getByLabel('Repository URL (optional)');
    await repo.fill('https://gitlab.com/me/app');
    await expect(shareDialog(page).getByText('The repository must be on github.com.')).toBeVisible();
    await repo.fill('https://github.com/me/app');
    await expect(shareDialog(page).getByText('The repository must be on github.com.')).toBeHidden();
  });

  test.describe('that was shared before', () => {
    // The refused create makes the browser log a failed load.
    test.use({ allowConsoleErrors: FAILED_LOAD });

    test('says when the site has already been shared, as you type and when the server refuses it', async ({ page }) => {
      await openGallery(page);
      await galleryDialog(page).getByRole('button', { name: 'Share Your Prototype' }).click();
      const form = shareDialog(page);
      await form.getByLabel('GitHub Pages URL').fill(SEEDED_TASKS_URL);
      const taken = `This site has already been shared as “${SEEDED.tasks}”.`;
      await expect(form.getByText(taken)).toBeVisible();

      await fillAndShare(page, {
        title: uniqueTitle('Another task board'),
        description: 'The same site again, which the server must refuse.',
        tags: ['kanban'],
        technologies: ['Angular'],
      });
      const failure = form.getByRole('alert').filter({ hasText: MESSAGES.failed });
      await expect(failure).toContainText(taken);
      await expect(form).toBeVisible();
    });
  });

  test.describe('when the server cannot be reached', () => {
    test.use({ allowConsoleErrors: FAILED_LOAD });

    test('keeps the prototype on this device as pending, and says so', async ({ page }) => {
      await openGallery(page);
      await page.route('**/api/prototypes', (route) =>
        route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
      );
      await galleryDialog(page).getByRole('button', { name: 'Share Your Prototype' }).click();
      const title = uniqueTitle('Offline travel journal');
      const form = await fillAndShare(page, {
        title,
        description: 'Written on a plane: a travel journal that works without a connection.',
        url: uniquePagesUrl(),
        tags: ['travel'],
        technologies: ['TypeScript'],
      });
      await expect(form).toBeHidden();
      await expect(page.getByText('Your prototype is pending.')).toBeVisible();
      const first = prototypeCards(page).first();
      await expect(first).toHaveAccessibleName(`${title} (pending)`);
      await expect(first).toContainText('Pending');
      await expect(page.getByText('1 change is pending')).toBeVisible();
    });
  });
});

test.describe('liking', () => {
  test('shows my like at once, survives a reload, and takes it back', async ({ page, request }) => {
    const prototype = await buildPrototype(request);
    await openGallery(page);
    const card = prototypeCard(page, prototype.title);
    const like = card.getByRole('button', { name: 'Like', exact: true });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(card.getByText('0 likes', { exact: true })).toBeVisible();

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByText('1 like', { exact: true })).toBeVisible();

    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByText('1 like', { exact: true })).toBeVisible();

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(card.getByText('0 likes', { exact: true })).toBeVisible();
  });

  test.describe('refused', () => {
    test.use({ allowConsoleErrors: FAILED_LOAD });

    test('is rolled back with the server’s reason', async ({ page, request }) => {
      const prototype = await buildPrototype(request);
      await page.route('**/api/prototypes/*/like', (route) =>
        route.fulfill({ status: 403, json: { success: false, error: 'forbidden', message: 'Liking is closed here.' } }),
      );
      await openGallery(page);
      const card = prototypeCard(page, prototype.title);
      await card.getByRole('button', { name: 'Like', exact: true }).click();
      await expect(page.getByText('Liking is closed here.')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'false');
      await expect(card.getByText('0 likes', { exact: true })).toBeVisible();
    });
  });
});

test('opening the live prototype uses a new tab that cannot reach back, and counts a view', async ({
  page,
  request,
}) => {
  const prototype = await buildPrototype(request);
  await page
    .context()
    .route(prototype.githubPagesUrl, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Recipe planner</title>' }),
    );
  await openGallery(page);
  const card = prototypeCard(page, prototype.title);
  const live = card.getByRole('link', { name: /Live demo/ });
  await expect(live).toHaveAttribute('target', '_blank');
  await expect(live).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(card.getByText('0 views', { exact: true })).toBeVisible();

  const opened = page.context().waitForEvent('page');
  await live.click();
  await (await opened).close();
  await expect(card.getByText('1 view', { exact: true })).toBeVisible();
});

test.describe('finding prototypes', () => {
  test('filters by category and by technology', async ({ page }) => {
    const dialog = await openGallery(page);
    await dialog.getByLabel('Category').selectOption({ label: 'Chat' });
    await expect(prototypeCard(page, SEEDED.chat)).toBeVisible();
    await expect(prototypeCard(page, SEEDED.ecommerce)).toBeHidden();
    await expect(prototypeCard(page, SEEDED.dashboard)).toBeHidden();

    await dialog.getByLabel('Category').selectOption({ label: 'All categories' });
    await dialog.getByLabel('Technology').selectOption('Firebase');
    await expect(prototypeCard(page, SEEDED.ecommerce)).toBeVisible();
    await expect(prototypeCard(page, SEEDED.tasks)).toBeVisible();
    await expect(prototypeCard(page, SEEDED.dashboard)).toBeHidden();
    await expect(prototypeCard(page, SEEDED.chat)).toBeHidden();
  });

  test('sorting by most liked puts the most liked first', async ({ page }) => {
    const dialog = await openGallery(page);
    await dialog.getByLabel('Sort by').selectOption({ label: 'Most Liked' });
    await expect(prototypeCards(page).first()).toHaveAccessibleName(SEEDED.ecommerce);
    const likes = (await prototypeCards(page).allTextContents()).map((text) => countIn(text, 'like'));
    expect(likes.length).toBeGreaterThan(3);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
  });

  test('searching finds a prototype by its words', async ({ page }) => {
    const dialog = await openGallery(page);
    await dialog.getByRole('searchbox', { name: 'Search prototypes' }).fill('kanban');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(prototypeCard(page, SEEDED.tasks)).toBeVisible();
    await expect(prototypeCard(page, SEEDED.dashboard)).toBeHidden();

    await dialog.getByRole('button', { name: 'Clear search' }).click();
    await expect(prototypeCard(page, SEEDED.dashboard)).toBeVisible();
  });

  test('the grid cuts descriptions at 120 characters; the list shows them whole', async ({ page }) => {
    const dialog = await openGallery(page);
    const grid = dialog.getByRole('button', { name: 'Grid view' });
    const list = dialog.getByRole('button', { name: 'List view' });
    const card = prototypeCard(page, SEEDED.ecommerce);
    const ending = 'finish checkout without help.';
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toContainText('…');
    await expect(card).not.toContainText(ending);

    await list.click();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveAttribute('aria-pressed', 'false');
    await expect(card).toContainText(ending);
  });

  test('"Load more" brings the next page', async ({ page }) => {
    // Pages of two, so the seeded prototypes alone need two pages.
    await page.route('**/api/prototypes?**', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('limit', '2');
      return route.continue({ url: url.toString() });
    });
    await openGallery(page);
    await expect(prototypeCards(page)).toHaveCount(2);
    await galleryDialog(page).getByRole('button', { name: 'Load more' }).click();
    await expect(prototypeCards(page)).toHaveCount(4);
    const titles = await prototypeList(page).getByRole('heading').allTextContents();
    expect(new Set(titles).size).toBe(4);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the gallery fills the screen without sideways scrolling', async ({ page }) => {
    const dialog = await openGallery(page);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  });
});

test.describe('when the prototypes cannot be loaded', () => {
  test.use({ allowConsoleErrors: FAILED_LOAD });

  test('shows the sample prototypes, read-only, under a banner, until Retry works', async ({ page }) => {
    await page.route('**/api/prototypes?**', (route) => route.abort());
    await page.goto('/proto-hub?gallery=1');
    const banner = galleryDialog(page)
      .getByRole('alert')
      .filter({ hasText: 'Server temporarily unavailable - showing sample data' });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    for (const title of Object.values(SEEDED)) await expect(prototypeCard(page, title)).toBeVisible();
    await expect(prototypeList(page).getByRole('button', { name: 'Like' })).toHaveCount(0);

    await page.unrouteAll();
    await banner.getByRole('button', { name: 'Retry' }).click();
    await expect(banner).toBeHidden();
    await expect(prototypeList(page).getByRole('button', { name: 'Like' }).first()).toBeVisible();
  });
});
