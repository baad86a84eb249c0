import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Seeded tasks (FACTS.md sample tasks plus the seed's others). */
export const SEEDED = {
  auth: 'Implement user authentication',
  schema: 'Design database schema',
  docs: 'Write API documentation',
  ci: 'Setup CI/CD pipeline',
  onboarding: 'Create onboarding screens',
  contract: 'Smart contract review',
  brand: 'Collect brand assets',
} as const;

export function uniqueTaskTitle(what: string): string {
  return `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A task created by another visitor through the API (tests share one server, so each uses its own). */
export async function buildTask(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; title: string }> {
  const session = await request.post('/api/session');
  const { token } = (await session.json()) as { token: string };
  const response = await request.post('/api/tasks', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: uniqueTaskTitle('Review pull request'),
      description: 'A task made for one test.',
      dueDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      ...overrides,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { task: { id: string; title: string } }).task;
}

export const taskGroup = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
export const taskCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/** A calendar day n days from today, as a date input wants it. */
export function dayFromToday(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
