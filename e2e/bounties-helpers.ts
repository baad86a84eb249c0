import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The admin bearer e2e/serve.mjs starts the server with. */
export const ADMIN_HEADERS = { authorization: 'Bearer e2e-admin-token-0123456789abcdef' } as const;

/** Seeded bounties (see the shared brief); tests that change a bounty make their own with buildBounty. */
export const SEEDED_BOUNTIES = {
  darkMode: 'Dark Mode Toggle',
  rateLimiting: 'API Rate Limiting',
  mobileDashboard: 'Mobile Responsive Dashboard',
  aiChat: 'AI Chat History',
  testing: 'Automated Testing Suite',
  twoFactor: 'Two-Factor Authentication',
  formValidation: 'Form Validation Library',
  graphql: 'GraphQL API Gateway',
} as const;

export const CONTRIBUTION_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'bounties', label: 'Active Bounties' },
  { id: 'contribute', label: 'How to Contribute' },
  { id: 'token', label: 'Platform Token' },
] as const;

export function uniqueTitle(what: string): string {
  return `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export interface BuiltBounty {
  id: string;
  title: string;
  reward: number;
}

/** An Open bounty of this test's own, created by the admin (funded from the pool). */
export async function buildBounty(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<BuiltBounty> {
  const response = await request.post('/api/bounties', {
    headers: ADMIN_HEADERS,
    data: {
      title: uniqueTitle('Keyboard shortcuts'),
      description: 'Add keyboard shortcuts to the question list.',
      reward: 40,
      difficulty: 'Easy',
      category: 'Frontend',
      estimatedTime: '1 day',
      requirements: ['Shortcut help dialog'],
      skills: ['React'],
      githubIssue: 'https://github.com/protohub/platform/issues/99',
      ...overrides,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { bounty: BuiltBounty }).bounty;
}

/** A second visitor, for the other side of a conflict. */
export async function newVisitorHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  const response = await request.post('/api/session');
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** The token the page's visitor holds (lib/storage STORAGE_KEYS.visitorToken). */
export async function pageVisitorHeaders(page: Page): Promise<{ authorization: string }> {
  const token = await page.evaluate(() => localStorage.getItem('visitor_token'));
  expect(token, 'the page has a visitor token').toBeTruthy();
  return { authorization: `Bearer ${token}` };
}

export async function mySubmissions(request: APIRequestContext, headers: { authorization: string }) {
  const response = await request.get('/api/submissions/mine', { headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { submissions: { id: string; bountyTitle: string; status: string }[] })
    .submissions;
}

/** Opens Active Bounties narrowed to one title, so a test finds its own bounty whatever else exists. */
export async function openBounty(page: Page, title: string) {
  await page.goto(`/code-contributions?tab=bounties&q=${encodeURIComponent(title)}`);
  const card = bountyCard(page, title);
  await expect(card).toBeVisible();
  return card;
}

export const bountyCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
export const contributionTab = (page: Page, label: string) => page.getByRole('tab', { name: label, exact: true });

/** Fills and sends the Submit Work dialog of a card. */
export async function submitWork(page: Page, title: string, url = 'https://github.com/me/platform/pull/7') {
  await bountyCard(page, title)
    .getByRole('button', { name: /Submit Work/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Submit Work' });
  await dialog.getByLabel('Submission URL').fill(url);
  await dialog.getByLabel('Description').fill('Built it, with tests.');
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  return dialog;
}

/** True when the page is wider than the window (sideways scroll). */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
