import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { buildProject } from './jobs-helpers.ts';

/** A visitor as the API knows them: the token the web app keeps in localStorage. */
export interface Visitor {
  token: string;
  headers: { authorization: string };
}

export async function createVisitor(request: APIRequestContext): Promise<Visitor> {
  const response = await request.post('/api/session');
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { token, headers: { authorization: `Bearer ${token}` } };
}

/** Gives the visitor a display name (PATCH /api/account, issue 41 §1): the page then asks for none. */
export async function nameVisitor(request: APIRequestContext, visitor: Visitor, displayName: string) {
  const response = await request.patch('/api/account', { headers: visitor.headers, data: { displayName } });
  expect(response.status()).toBe(200);
}

/** A browser context already signed in as this visitor (the token is in place before the app starts). */
export async function contextAs(browser: Browser, visitor: Visitor, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((token) => {
    if (!localStorage.getItem('visitor_token')) localStorage.setItem('visitor_token', token);
  }, visitor.token);
  return context;
}

/** Puts the visitor's token in this page's storage before the app starts. */
export async function signIn(page: Page, visitor: Visitor) {
  await page.addInitScript((token) => {
    if (!localStorage.getItem('visitor_token')) localStorage.setItem('visitor_token', token);
  }, visitor.token);
}

/** A job published by `owner` through the API, as the wizard publishes it. */
export async function postJob(request: APIRequestContext, owner: Visitor, title = buildProject().title) {
  const response = await request.post('/api/jobs', {
    headers: { ...owner.headers, 'idempotency-key': crypto.randomUUID() },
    data: buildProject({ title }),
  });
  expect(response.status()).toBe(201);
  const { jobId } = (await response.json()) as { jobId: string };
  return { id: jobId, title };
}

/** A letters-only name nobody else in the test database has. */
export function uniqueName(first = 'Mira'): string {
  const letters = Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${first} ${letters[0]?.toUpperCase()}${letters.slice(1)}`;
}

/** The visitor's developer profile, saved through the API; returns its id. */
export async function createProfile(request: APIRequestContext, developer: Visitor, name = uniqueName()) {
  const response = await request.put('/api/developers/me', {
    headers: developer.headers,
    data: {
      name,
      title: 'Accessibility Engineer',
      hourlyRate: '$85/hr',
      skills: ['React', 'Accessibility', 'TypeScript'],
      bio: 'I make shops usable with a keyboard and a screen reader.',
      availability: 'Available',
    },
  });
  expect(response.status()).toBe(200);
  const { developer: profile } = (await response.json()) as { developer: { id: string } };
  return { id: profile.id, name };
}

/** An application to a listed job, through the API; returns its id. */
export async function applyTo(request: APIRequestContext, developer: Visitor, jobId: string, coverLetter?: string) {
  const response = await request.post('/api/applications', {
    headers: { ...developer.headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      jobId,
      coverLetter: coverLetter ?? 'I audited forty shops last year and fixed every blocker I found.',
      relevantSkills: ['Screen readers', 'WCAG 2.2'],
      relevantExperience: ['Led the accessibility audit of a national retailer'],
      resumeHighlights: ['Portfolio of audit reports'],
      interviewPrep: ['Keyboard traps in checkout flows'],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { application: { id: string } }).application.id;
}

/** The owner's decision, through the API. */
export async function decide(request: APIRequestContext, owner: Visitor, applicationId: string, status: string) {
  const response = await request.post(`/api/applications/${applicationId}/status`, {
    headers: owner.headers,
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export const applicantList = (page: Page) => page.getByRole('list', { name: 'Applicant list' });
export const applicantCard = (page: Page, name: string) => applicantList(page).getByRole('article', { name });
export const myApplicationList = (page: Page) => page.getByRole('list', { name: 'My application list' });
export const conversationOf = (page: Page, otherParty: string) =>
  page.getByRole('region', { name: `Conversation with ${otherParty}` });

export type { BrowserContext };

/**
 * A page of another browser context fails its test on a console error, as the fixture's `page`
 * does; returns the list to check at the end.
 */
export function watchConsole(page: Page, allow?: RegExp): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if ((message.type() === 'error' || text.startsWith('[hydration]')) && !allow?.test(text)) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
