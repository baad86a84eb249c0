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

/**
 * The questions asked through `askQuestionAs`, deleted by `deleteAskedQuestions` after each test:
 * Proto Hub's first page is shared by every spec, whose seeded questions must stay on it.
 */
const askedQuestions: { id: string; headers: Record<string, string> }[] = [];

/** A question asked by this visitor through the API, as their browser would; deleted after the test. */
export async function askQuestionAs(
  request: APIRequestContext,
  visitor: { headers: Record<string, string> },
  question: { title?: string; content?: string; tags?: string[] } = {},
): Promise<{ id: string; title: string }> {
  const title = question.title ?? uniqueTitle('How do I keep my work?');
  const response = await request.post('/api/questions', {
    headers: { ...visitor.headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      title,
      content:
        question.content ?? 'I cleared my browser data last week and lost my questions. Is there a way to keep them?',
      tags: question.tags ?? ['testing'],
    },
  });
  expect(response.status()).toBe(201);
  const { question: created } = (await response.json()) as { question: { id: string } };
  askedQuestions.push({ id: created.id, headers: visitor.headers });
  return { id: created.id, title };
}

/**
 * Deletes them, after the test's page is closed: a page still open on a question could fetch it once
 * more and log the 404 of its deletion.
 */
export async function deleteAskedQuestions(page: Page, request: APIRequestContext): Promise<void> {
  const questions = askedQuestions.splice(0);
  if (questions.length === 0) return;
  await page.close();
  for (const { id, headers } of questions) {
    await request.delete(`/api/questions/${id}`, { headers });
  }
}
