import { expect, test } from './fixtures.ts';

test('the home page renders with no console error', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('AI Project Assistant');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a deep link is answered by the web app, not a 404', async ({ page }) => {
  const response = await page.goto('/proto-hub');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the API is served beside the app', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'up' });
});
