import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_HEADERS } from './bounties-helpers.ts';
import { expect } from './fixtures.ts';
import { applyTo, createProfile, createVisitor, decide, postJob, type Visitor } from './marketplace-helpers.ts';

/** A job owner who has hired a developer with a profile, all through the API. */
export async function hiredPair(request: APIRequestContext) {
  const client = await createVisitor(request);
  const job = await postJob(request, client);
  const developer = await createVisitor(request);
  const profile = await createProfile(request, developer);
  const applicationId = await applyTo(request, developer, job.id);
  await decide(request, client, applicationId, 'shortlisted');
  await decide(request, client, applicationId, 'hired');
  return { client, developer, job, profile, applicationId };
}

/** Tokens the real way: a bounty of that reward, submitted by the visitor and approved by the admin. */
export async function earnTokens(request: APIRequestContext, visitor: Visitor, reward: number) {
  const created = await request.post('/api/bounties', {
    headers: ADMIN_HEADERS,
    data: {
      title: `Contract budget ${crypto.randomUUID().slice(0, 8)}`,
      description: 'Tokens to fund a contract with.',
      reward,
      difficulty: 'Medium',
      category: 'Backend',
      skills: ['PostgreSQL'],
    },
  });
  expect(created.status()).toBe(201);
  const { bounty } = (await created.json()) as { bounty: { id: string } };
  const submitted = await request.post(`/api/bounties/${bounty.id}/submissions`, {
    headers: visitor.headers,
    data: { submissionUrl: 'https://github.com/me/budget/pull/1', description: 'Budget for a contract.' },
  });
  const { submission } = (await submitted.json()) as { submission: { id: string } };
  const approved = await request.post(`/api/submissions/${submission.id}/approve`, {
    headers: ADMIN_HEADERS,
    data: {},
  });
  expect(approved.status()).toBe(200);
}

/** POST through the API as `visitor`, failing the test on anything but 2xx; returns the contract. */
export async function apiMove(request: APIRequestContext, visitor: Visitor, path: string, data: object = {}) {
  const response = await request.post(path, { headers: visitor.headers, data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { contract: { id: string; milestones: { id: string }[] } }).contract;
}

export async function balanceOf(request: APIRequestContext, visitor: Visitor): Promise<number> {
  const response = await request.get('/api/wallet', { headers: visitor.headers });
  return ((await response.json()) as { wallet: { balance: number } }).wallet.balance;
}

export const milestoneCard = (page: Page, position: number, title: string) =>
  page.getByRole('list', { name: 'Milestones' }).getByRole('article', { name: `Milestone ${position}: ${title}` });

/** Clicks a move's button, then its confirmation, and waits for the toast. */
export async function confirmMove(page: Page, button: string, dialog: RegExp | string, confirm: string, toast: string) {
  // A milestone's buttons also name it for screen readers: "Fund milestone: <title>".
  await page.getByRole('button', { name: new RegExp(`^${button}`) }).click();
  await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: confirm }).click();
  await expect(page.getByText(toast)).toBeVisible();
}
