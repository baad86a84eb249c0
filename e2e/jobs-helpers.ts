import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A project, answer by answer, in the order the assistant asks (FACTS.md). */
export function buildProject(overrides: Partial<Record<ProjectField, string>> = {}): Record<ProjectField, string> {
  return {
    title: `Handmade Market ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    description: 'Build an online marketplace where local makers sell handmade goods.',
    category: 'Web Development',
    targetAudience: 'Local makers and gift shoppers',
    keyFeatures: 'Shop pages, cart and checkout, order tracking',
    technologyStack: 'React, Node.js, PostgreSQL',
    budget: '$20,000',
    timeline: '4 months',
    successCriteria: '100 makers selling within three months of launch',
    potentialChallenges: 'Payments for very small sellers',
    ...overrides,
  };
}

export type ProjectField =
  | 'title'
  | 'description'
  | 'category'
  | 'targetAudience'
  | 'keyFeatures'
  | 'technologyStack'
  | 'budget'
  | 'timeline'
  | 'successCriteria'
  | 'potentialChallenges';

/** The wizard's label for each field. */
export const WIZARD_LABELS: Record<ProjectField, string> = {
  title: 'Project title',
  category: 'Category',
  targetAudience: 'Target audience',
  description: 'Description',
  keyFeatures: 'Key features',
  technologyStack: 'Technology stack',
  budget: 'Budget',
  timeline: 'Timeline',
  successCriteria: 'Success criteria',
  potentialChallenges: 'Potential challenges',
};

export const WIZARD_STEPS: { title: string; fields: ProjectField[] }[] = [
  { title: 'Basics', fields: ['title', 'category', 'targetAudience'] },
  { title: 'Details', fields: ['description', 'keyFeatures', 'technologyStack'] },
  { title: 'Budget', fields: ['budget', 'timeline'] },
  { title: 'Review', fields: ['successCriteria', 'potentialChallenges'] },
];

export const wizard = (page: Page) => page.getByRole('form', { name: 'Post Job Wizard' });
export const field = (page: Page, name: ProjectField) => wizard(page).getByLabel(WIZARD_LABELS[name]);

/** Fills every step of the wizard and stops on Review, ready to publish. */
export async function fillWizard(page: Page, project: Record<ProjectField, string>): Promise<void> {
  for (const step of WIZARD_STEPS) {
    await expect(wizard(page).getByRole('heading', { name: new RegExp(step.title) })).toBeVisible();
    for (const name of step.fields) await field(page, name).fill(project[name]);
    if (step.title !== 'Review') await wizard(page).getByRole('button', { name: 'Next' }).click();
  }
}

/** Published jobs as the API lists them (newest first). */
export async function listJobs(request: APIRequestContext) {
  const response = await request.get('/api/jobs?limit=100');
  expect(response.status()).toBe(200);
  const { jobs } = (await response.json()) as { jobs: Array<Record<string, string | null>> };
  return jobs;
}

/** A job published by another visitor, through the API. */
export async function publishJob(request: APIRequestContext, project = buildProject()): Promise<void> {
  const session = await request.post('/api/session');
  const { token } = (await session.json()) as { token: string };
  const response = await request.post('/api/jobs', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    data: project,
  });
  expect(response.status()).toBe(201);
}
