import { MESSAGE_MESSAGES } from '@app/shared/messages/messages.constants';
import { myApplicationPath } from '@app/shared/navigation/marketplace-paths';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility-helpers.ts';
import { expect, test } from './fixtures.ts';
import { applyTo, conversationOf, createVisitor, postJob, signIn, type Visitor } from './marketplace-helpers.ts';
import { countAcceptedPosts, takeApiDown } from './resilience-helpers.ts';

/**
 * Issue 20 §7, a conversation as its applicant sees it on /my-applications: what the message box
 * refuses, what a message may contain (text, never HTML; links that open safely), and a message
 * written while the server is unreachable, which waits and is then sent once.
 */

/** A job by one visitor and an application to it by another; the page is the applicant's. */
async function openConversation(page: Page, request: APIRequestContext) {
  const owner = await createVisitor(request);
  const applicant = await createVisitor(request);
  const job = await postJob(request, owner);
  const applicationId = await applyTo(request, applicant, job.id);
  await signIn(page, applicant);
  await page.goto(myApplicationPath(applicationId));
  const ownerName = 'Community Member';
  const conversation = conversationOf(page, ownerName);
  await expect(conversation.getByRole('log', { name: `Messages with ${ownerName}` })).toBeVisible();
  return { owner, applicant, applicationId, conversation };
}

async function sendAs(request: APIRequestContext, sender: Visitor, applicationId: string, body: string) {
  const response = await request.post(`/api/applications/${applicationId}/messages`, {
    headers: sender.headers,
    data: { body },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function messagesOnServer(request: APIRequestContext, reader: Visitor, applicationId: string) {
  const response = await request.get(`/api/applications/${applicationId}/messages?limit=100`, {
    headers: reader.headers,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { messages: { body: string }[] }).messages.map((message) => message.body);
}

test('the message box refuses an empty message and one over 5,000 characters, and keeps the draft', async ({
  page,
  request,
}) => {
  const { conversation } = await openConversation(page, request);
  const box = conversation.getByRole('textbox', { name: 'Message to Community Member' });
  const send = conversation.getByRole('button', { name: 'Send' });

  await send.click();
  await expect(conversation.getByText(MESSAGE_MESSAGES.empty)).toBeVisible();
  await box.fill('   \n  ');
  await send.click();
  await expect(conversation.getByText(MESSAGE_MESSAGES.empty)).toBeVisible();

  const tooLong = 'a'.repeat(5001);
  await box.fill(tooLong);
  await send.click();
  await expect(conversation.getByText(MESSAGE_MESSAGES.tooLong)).toBeVisible();
  await expect(box).toHaveValue(tooLong);
  await expect(conversation.getByText('5001/5000')).toBeVisible();
});

test('a message keeps its lines, shows markup as text, and its links open safely in a new tab', async ({
  page,
  request,
}) => {
  const { owner, applicationId, conversation } = await openConversation(page, request);
  const log = conversation.getByRole('log');

  // The owner writes while the page is open: it arrives without a reload.
  await sendAs(request, owner, applicationId, '<b>Thanks</b> for applying!\nThe brief: https://example.com/brief.');
  await expect(log.getByText('<b>Thanks</b> for applying!', { exact: false })).toBeVisible();
  await expect(log.locator('b')).toHaveCount(0);
  const link = log.getByRole('link', { name: 'https://example.com/brief' });
  await expect(link).toHaveAttribute('href', 'https://example.com/brief');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  // The newline is kept on screen: innerText reports the line break the browser drew.
  const lines = await log.locator('p', { hasText: 'for applying' }).innerText();
  expect(lines).toBe('<b>Thanks</b> for applying!\nThe brief: https://example.com/brief.');

  // Shift+Enter adds a line, Enter sends (issue 41 §5), and the reply lands on the owner's side once.
  const box = conversation.getByRole('textbox', { name: 'Message to Community Member' });
  await box.fill('Thank you! I read the brief.');
  await box.press('Shift+Enter');
  await box.pressSequentially('Can we talk on Monday?');
  await expect(box).toHaveValue('Thank you! I read the brief.\nCan we talk on Monday?');
  await box.press('Enter');
  await expect(log.getByText('Can we talk on Monday?', { exact: false })).toBeVisible();
  await expect(box).toHaveValue('');
  await expect
    .poll(() => messagesOnServer(request, owner, applicationId))
    .toContain('Thank you! I read the brief.\nCan we talk on Monday?');
});

test('a message from the other party can be reported', async ({ page, request }) => {
  const { owner, applicationId, conversation } = await openConversation(page, request);
  await sendAs(request, owner, applicationId, 'Send me your bank details to get started.');
  await conversation.getByRole('button', { name: 'Report this message from Community Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this message' });
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thanks — a moderator will review this message.');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});

test('the conversation passes axe on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { owner, applicationId, conversation } = await openConversation(page, request);
  await sendAs(request, owner, applicationId, 'Welcome! The brief is at https://example.com/brief.');
  await expect(conversation.getByRole('link', { name: 'https://example.com/brief' })).toBeVisible();
  await conversation.getByRole('button', { name: 'Send' }).click();
  await expect(conversation.getByText(MESSAGE_MESSAGES.empty)).toBeVisible();
  await expectNoSeriousViolations(page, 'a conversation at 390 px', 'section[aria-label^="Conversation with"]');
});

test.describe('while the server cannot be reached', () => {
  test.use({ allowConsoleErrors: /Failed to load resource/ });

  test('a message waits, marked "Waiting to send", and is sent once when the server is back', async ({
    page,
    request,
  }) => {
    const { owner, applicationId, conversation } = await openConversation(page, request);
    const accepted = countAcceptedPosts(page, /\/messages$/);
    const serverBack = await takeApiDown(page);

    const text = 'Written on the train without signal: I can start on the 3rd.';
    await conversation.getByRole('textbox', { name: 'Message to Community Member' }).fill(text);
    await conversation.getByRole('button', { name: 'Send' }).click();
    const waiting = conversation.getByRole('listitem').filter({ hasText: MESSAGE_MESSAGES.waiting });
    await expect(waiting).toContainText(text);
    expect(await messagesOnServer(request, owner, applicationId)).toEqual([]);

    await serverBack();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByText('Your message was saved.')).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect(conversation.getByRole('log').getByText(text)).toHaveCount(1);
    expect(await messagesOnServer(request, owner, applicationId)).toEqual([text]);
    expect(accepted).toHaveLength(1);
  });
});
