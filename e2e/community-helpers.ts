import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The four sample questions the embedded database is seeded with (FACTS.md "Proto Hub"). */
export const SEEDED = {
  mobileTools: 'What are the best prototyping tools for mobile app development?',
  saasValidation: 'How do I validate my SaaS idea before building a full MVP?',
  wireframes: "What's the difference between wireframes, mockups, and prototypes?",
  clickable: 'How do I create a clickable prototype without coding?',
} as const;

/** Titles other tests cannot collide with (all tests share one server). */
export function uniqueTitle(what: string): string {
  return `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Another visitor, made the way the web app makes one: POST /api/session. */
export async function createVisitor(request: APIRequestContext): Promise<{ authorization: string }> {
  const response = await request.post('/api/session');
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** A question asked by someone else, through the API. */
export async function buildQuestion(
  request: APIRequestContext,
  overrides: Partial<{ title: string; content: string; tags: string[] }> = {},
): Promise<{ id: string; title: string }> {
  const headers = await createVisitor(request);
  const body = {
    title: uniqueTitle('Which usability test fits a paper prototype?'),
    content: 'I have sketches on paper and five people willing to try them. How should I run the session?',
    tags: ['testing'],
    ...overrides,
  };
  const response = await request.post('/api/questions', { headers, data: body });
  expect(response.status()).toBe(201);
  const { question } = (await response.json()) as { question: { id: string; title: string } };
  return question;
}

/** An answer by yet another visitor, through the API. */
export async function buildAnswer(request: APIRequestContext, questionId: string, content: string): Promise<void> {
  const headers = await createVisitor(request);
  const response = await request.post(`/api/questions/${questionId}/answers`, { headers, data: { content } });
  expect(response.status()).toBe(201);
}

export const questionList = (page: Page) => page.getByRole('list', { name: 'Question list' });
/** One card per question (each card also holds its own list of tags). */
export const questionCards = (page: Page) => questionList(page).getByRole('article');
export const answerList = (page: Page) => page.getByRole('list', { name: 'Answers' });

export async function openQuestion(page: Page, title: string): Promise<void> {
  await questionList(page).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

/** The score between a post's vote buttons. */
export const voteCount = (page: Page, target: 'question' | 'answer') =>
  page.getByRole('group', { name: `Votes on this ${target}` }).getByRole('status');

export async function askQuestion(page: Page, question: { title: string; content: string; tags: string[] }) {
  await page.getByRole('button', { name: 'Ask a Question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask a Question' });
  await dialog.getByLabel('Title').fill(question.title);
  await dialog.getByLabel('Details').fill(question.content);
  for (const tag of question.tags) await dialog.getByRole('button', { name: tag, exact: true }).click();
  await dialog.getByRole('button', { name: 'Post Question' }).click();
  return dialog;
}
