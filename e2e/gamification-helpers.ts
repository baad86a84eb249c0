import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { buildProject } from './jobs-helpers.ts';

export const ADMIN = { authorization: 'Bearer e2e-admin-token-0123456789abcdef' } as const;

export const TABS = [
  { id: 'progress', label: 'My Progress' },
  { id: 'achievements', label: 'Achievements' },
  { id: 'leaderboard', label: 'Leaderboard' },
  { id: 'rewards', label: 'Rewards' },
  { id: 'bounties', label: 'Bounties' },
  { id: 'wallet', label: 'Token Wallet' },
  { id: 'submissions', label: 'Submissions' },
] as const;

export const ACHIEVEMENT_NAMES = [
  'First Steps',
  'Task Master',
  'Project Launcher',
  'Community Helper',
  'AI Assistant Expert',
  'Wireframe Master',
  'Prototype Pro',
  'Milestone Achiever',
] as const;

export const REWARDS = [
  { name: 'Priority Support', points: 500 },
  { name: 'Early Access', points: 1000 },
  { name: 'Exclusive Projects', points: 1500 },
  { name: 'Mentorship Program', points: 2000 },
  { name: 'Revenue Sharing', points: 3000 },
  { name: 'Platform Ambassador', points: 4000 },
] as const;

export function uniqueName(what: string): string {
  return `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * A new visitor whose token the page uses: made through POST /api/session and put where the web
 * app keeps it (localStorage `visitor_token`) before any page script runs.
 */
export async function startVisitor(page: Page, request: APIRequestContext): Promise<{ authorization: string }> {
  const response = await request.post('/api/session');
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => {
    if (!localStorage.getItem('visitor_token')) localStorage.setItem('visitor_token', value);
  }, token);
  return { authorization: `Bearer ${token}` };
}

export const tab = (page: Page, label: string) => page.getByRole('tab', { name: label, exact: true });
export const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Publishing a job earns its owner 100 points (POINT_RULES.jobPublished). */
export async function publishJobs(request: APIRequestContext, headers: { authorization: string }, count: number) {
  for (let index = 0; index < count; index += 1) {
    const response = await request.post('/api/jobs', {
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      data: buildProject(),
    });
    expect(response.status()).toBe(201);
  }
}

export async function totalPoints(request: APIRequestContext, headers: { authorization: string }): Promise<number> {
  const response = await request.get('/api/gamification/progress', { headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { progress: { totalPoints: number } }).progress.totalPoints;
}

/** An Open bounty of its own for one test (tests share one server), funded from the pool by the admin. */
export async function createBounty(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; title: string; reward: number }> {
  const response = await request.post('/api/bounties', {
    headers: ADMIN,
    data: {
      title: uniqueName('Accessible date picker'),
      description: 'Keyboard support and screen reader labels for the date picker.',
      reward: 120,
      difficulty: 'Medium',
      category: 'Frontend',
      estimatedHours: 6,
      requirements: ['Arrow keys move the focus'],
      skills: ['React', 'Accessibility'],
      ...overrides,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { bounty: { id: string; title: string; reward: number } }).bounty;
}

export async function submitWork(
  request: APIRequestContext,
  headers: { authorization: string },
  bountyId: string,
): Promise<{ id: string }> {
  const response = await request.post(`/api/bounties/${bountyId}/submissions`, {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: { submissionUrl: 'https://github.com/example/platform/pull/42', description: 'Implemented with tests.' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { submission: { id: string } }).submission;
}

export async function approveSubmission(request: APIRequestContext, submissionId: string) {
  const response = await request.post(`/api/submissions/${submissionId}/approve`, { headers: ADMIN, data: {} });
  expect(response.status()).toBe(200);
}

export async function rejectSubmission(request: APIRequestContext, submissionId: string, reviewerNotes: string) {
  const response = await request.post(`/api/submissions/${submissionId}/reject`, {
    headers: ADMIN,
    data: { reviewerNotes },
  });
  expect(response.status()).toBe(200);
}

/** The visitor's own submissions, as the API lists them. */
export async function mySubmissions(request: APIRequestContext, headers: { authorization: string }) {
  const response = await request.get('/api/submissions/mine', { headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { submissions: { id: string; bountyTitle: string; status: string }[] })
    .submissions;
}

/** True when the page can be scrolled sideways (what a phone user would notice). */
export function hasSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** A promise the test opens when it is ready (Promise.withResolvers needs Node 22). */
export function gate(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
