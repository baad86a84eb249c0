import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createVisitor, uniqueTitle } from './community-helpers.ts';
import { expect } from './fixtures.ts';

/** The four sample prototypes the embedded database is seeded with (FACTS.md "Proto Hub"). */
export const SEEDED = {
  ecommerce: 'E-commerce Mobile App Prototype',
  dashboard: 'SaaS Dashboard Prototype',
  chat: 'Real-time Chat Application',
  tasks: 'Task Management Tool',
} as const;

export const SEEDED_TASKS_URL = 'https://sofia-makes.github.io/taskboard/';

export { uniqueTitle };

/** A Pages URL no other test (nor an earlier run) has shared: the server refuses a site shared twice. */
export function uniquePagesUrl(): string {
  return `https://e2e-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.github.io/demo/`;
}

export const galleryDialog = (page: Page) => page.getByRole('dialog', { name: 'Prototype Gallery' });
export const shareDialog = (page: Page) => page.getByRole('dialog', { name: 'Share Your Prototype' });
export const prototypeList = (page: Page) => galleryDialog(page).getByRole('list', { name: 'Prototype list' });
/** One card per prototype (each card also holds its lists of technologies and tags). */
export const prototypeCards = (page: Page) => prototypeList(page).getByRole('article');
export const prototypeCard = (page: Page, title: string) =>
  prototypeList(page).getByRole('article', { name: title, exact: true });

export async function openGallery(page: Page): Promise<Locator> {
  await page.goto('/proto-hub');
  await page.getByRole('button', { name: 'Prototype Gallery' }).click();
  const dialog = galleryDialog(page);
  await expect(dialog).toBeVisible();
  await expect(prototypeCards(page).first()).toBeVisible();
  return dialog;
}

/** A prototype shared by someone else, through the API. */
export async function buildPrototype(
  request: APIRequestContext,
  overrides: Partial<Record<string, unknown>> = {},
): Promise<{ id: string; title: string; githubPagesUrl: string }> {
  const headers = await createVisitor(request);
  const body = {
    title: uniqueTitle('Recipe planner'),
    description: 'Plan a week of meals and get one shopping list. Built to see whether people plan on Sundays.',
    githubPagesUrl: uniquePagesUrl(),
    category: 'web',
    tags: ['food'],
    technologies: ['Svelte'],
    status: 'live',
    ...overrides,
  };
  const response = await request.post('/api/prototypes', { headers, data: body });
  expect(response.status()).toBe(201);
  const { prototype } = (await response.json()) as { prototype: { id: string; title: string; githubPagesUrl: string } };
  return prototype;
}

/** The number in a card's "N likes" or "N views". */
export function countIn(text: string, noun: 'like' | 'view'): number {
  const match = new RegExp(`([\\d,]+) ${noun}s?`).exec(text);
  return Number(match?.[1]?.replace(/,/g, '') ?? Number.NaN);
}

export interface ShareFields {
  title?: string;
  description?: string;
  url?: string;
  tags?: string[];
  technologies?: string[];
}

/** Fills the share form (only the fields given) and submits it. */
export async function fillAndShare(page: Page, fields: ShareFields): Promise<Locator> {
  const form = shareDialog(page);
  if (fields.title !== undefined) await form.getByLabel('Title').fill(fields.title);
  if (fields.description !== undefined) await form.getByLabel('Description').fill(fields.description);
  if (fields.url !== undefined) await form.getByLabel('GitHub Pages URL').fill(fields.url);
  for (const tag of fields.tags ?? []) {
    await form.getByRole('textbox', { name: 'Tags', exact: true }).fill(tag);
    await form.getByRole('textbox', { name: 'Tags', exact: true }).press('Enter');
  }
  for (const technology of fields.technologies ?? []) {
    await form.getByRole('button', { name: `+ ${technology}`, exact: true }).click();
  }
  await form.getByRole('button', { name: 'Share Prototype' }).click();
  return form;
}
