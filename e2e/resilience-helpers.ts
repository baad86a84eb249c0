import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** What the server answers while its database is down (DESIGN.md §4). */
export const DATABASE_DOWN = {
  success: false,
  error: 'database_unavailable',
  message: 'The database is unavailable. Please try again shortly.',
};

/**
 * An outage as this page sees it, without touching the shared server: every API call is refused
 * (`unreachable`, the server stopped) or answered 503 (`database down`). Resolves to the function
 * that ends it.
 */
export async function takeApiDown(page: Page, how: 'unreachable' | 'database down' = 'unreachable') {
  const pattern = '**/api/**';
  await page.route(pattern, (route) =>
    how === 'unreachable' ? route.abort('connectionrefused') : route.fulfill({ status: 503, json: DATABASE_DOWN }),
  );
  return () => page.unroute(pattern);
}

/** Counts the page's POSTs to a path matching `path` that the server accepted (2xx). */
export function countAcceptedPosts(page: Page, path: RegExp) {
  const accepted: { replayed: boolean; key: string | null }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !path.test(new URL(response.url()).pathname) || !response.ok()) return;
    accepted.push({
      replayed: response.headers()['idempotent-replayed'] === 'true',
      key: request.headers()['idempotency-key'] ?? null,
    });
  });
  return accepted;
}

/** How many questions with exactly this title the server holds (searching its unique last word). */
export async function countQuestionsTitled(request: APIRequestContext, title: string): Promise<number> {
  const word = title.split(' ').at(-1) ?? title;
  const response = await request.get(`/api/questions?q=${encodeURIComponent(word)}&limit=100`);
  expect(response.status()).toBe(200);
  const { questions } = (await response.json()) as { questions: { title: string }[] };
  return questions.filter((question) => question.title === title).length;
}

/** How many answers with exactly this text the question has on the server. */
export async function countAnswersWith(request: APIRequestContext, questionId: string, content: string) {
  const response = await request.get(`/api/questions/${questionId}/answers`);
  expect(response.status()).toBe(200);
  const { answers } = (await response.json()) as { answers: { content: string }[] };
  return answers.filter((answer) => answer.content === content).length;
}
