import type { APIRequestContext, Page } from '@playwright/test';
import { buildQuestion, createVisitor } from './community-helpers.ts';
import { expect } from './fixtures.ts';

/** The admin token e2e/serve.mjs starts the server with. */
export const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'e2e-admin-token-0123456789abcdef';
export const ADMIN_NEEDED = 'This action needs the admin token.';

export async function openControlCenter(page: Page): Promise<void> {
  await page.goto('/ai-community-member');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Community Member Control Center' })).toBeVisible();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A test button by its group (FACTS.md button groups) and label; its name goes on with method and path. */
export const testButton = (page: Page, group: string, label: string) =>
  page
    .getByRole('region', { name: group, exact: true })
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(label)} `) });

export const resultItems = (page: Page) => page.getByRole('list', { name: 'Test results' }).getByRole('article');

/** Clicks a test button and waits for its result to arrive at the top of the list. */
export async function runTest(page: Page, group: string, label: string, path: string): Promise<void> {
  const before = await resultItems(page).count();
  await testButton(page, group, label).click();
  await expect(resultItems(page)).toHaveCount(Math.min(before + 1, 10));
  await expect(resultItems(page).first()).toHaveAccessibleName(new RegExp(` ${escapeRegExp(path)}$`));
}

export const systemStatus = (page: Page) => page.getByRole('region', { name: 'System status' });

/** The value of one row of the status card ('API status', 'Monitoring', 'Interval'...). */
export const statusValue = (page: Page, term: string) =>
  systemStatus(page)
    .locator('dl > div')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('dd');

export async function saveAdminToken(page: Page, token = ADMIN_TOKEN): Promise<void> {
  await page.getByLabel('Admin token').fill(token);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Admin token saved for this tab.')).toBeVisible();
}

/** A report by another visitor on a fresh question, through the API. */
export async function buildReportedQuestion(
  request: APIRequestContext,
  description: string,
): Promise<{ questionId: string; reportId: string }> {
  const question = await buildQuestion(request);
  const headers = await createVisitor(request);
  const response = await request.post('/api/reports', {
    headers,
    data: { contentType: 'question', contentId: question.id, reason: 'spam', description },
  });
  expect(response.status()).toBe(201);
  const { report } = (await response.json()) as { report: { id: string } };
  return { questionId: question.id, reportId: report.id };
}

/**
 * Makes `{questionId}` resolve to the given question. Other spec files share the server and ask
 * questions too; without this, 'Generate response' could answer (and change) one of theirs.
 */
export async function pinNewestUnanswered(page: Page, request: APIRequestContext, questionId: string): Promise<void> {
  const response = await request.get(`/api/questions/${questionId}`);
  expect(response.status()).toBe(200);
  const { question } = (await response.json()) as { question: unknown };
  await page.route(/\/api\/questions\?sort=unanswered/, (route) =>
    route.fulfill({ json: { success: true, questions: [question], nextCursor: null } }),
  );
}
