import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
export const messages = (page: Page) => conversation(page).getByRole('listitem');
export const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Your message' });
export const profileWizard = (page: Page) => page.getByRole('form', { name: 'Developer Profile Wizard' });
export const applicationWizard = (page: Page) => page.getByRole('form', { name: 'Job Application Wizard' });

/** A name nobody else in the test database has (letters only, as a person's name is). */
export function uniqueName(first = 'Zora'): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${first} ${letters[0]?.toUpperCase()}${letters.slice(1)}`;
}

/** Sends a message and waits, as the person does, for the assistant to finish typing its reply. */
export async function say(page: Page, text: string, reply: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(messageBox(page)).toBeDisabled();
  await expect(messages(page).filter({ hasText: text }).last()).toBeVisible();
  await expect(page.getByText('Assistant is typing…')).toBeVisible();
  await expect(messages(page).last()).toContainText(reply);
  await expect(page.getByText('Assistant is typing…')).toBeHidden();
}

/**
 * Opens /developer-chat as if the visitor had finished the chat earlier: the stored conversation
 * and draft are put in place once, before the app starts, so a later reload keeps what the app wrote.
 */
export async function openWithStoredChat(
  page: Page,
  stored: { mode: 'profile' | 'application'; lastReply: string; draftKey: string; draft: object; token?: string },
) {
  await page.addInitScript((seed) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    const messages = [{ id: 'seed-1', sender: 'AI', text: seed.lastReply }];
    localStorage.setItem('developerAssistantState', JSON.stringify({ mode: seed.mode, messages, gathered: {} }));
    localStorage.setItem(seed.draftKey, JSON.stringify(seed.draft));
    if (seed.token) localStorage.setItem('visitor_token', seed.token);
  }, stored);
  await page.goto('/developer-chat');
}

/** A new visitor's token, from the API. */
export async function createVisitor(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/session');
  expect(response.status()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

/** A job published through the API by another visitor; returns its id and title. */
export async function publishJob(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const token = await createVisitor(request);
  const title = `Accessibility Audit ${Math.random().toString(36).slice(2, 8)}`;
  const response = await request.post('/api/jobs', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    data: {
      title,
      category: 'Web Development',
      targetAudience: 'Screen reader users',
      description: 'Audit and fix the accessibility of a shop.',
      keyFeatures: 'Audit report, fixes',
      technologyStack: 'React',
      budget: '$4,000',
      timeline: '1 month',
      successCriteria: 'WCAG 2.2 AA',
      potentialChallenges: 'Legacy widgets',
    },
  });
  expect(response.status()).toBe(201);
  const { jobId } = (await response.json()) as { jobId: string };
  return { id: jobId, title };
}
