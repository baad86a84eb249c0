import { ASSISTANT_MESSAGES } from '@app/shared/assistant/assistant.constants';
import { PROFILE_REPLIES } from '@app/shared/developers/developer-assistant';
import { JOB_MESSAGES } from '@app/shared/jobs/jobs.schemas';
import { PROJECT_SLOTS, type ProjectSlotKey } from '@app/shared/jobs/project-slots';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility-helpers.ts';
import { messageBox, profileWizard, uniqueName } from './developers-helpers.ts';
import { expect, test } from './fixtures.ts';
import { field, listJobs, wizard } from './jobs-helpers.ts';

/** Issue 23: the assistants understand a description in the person's own words, and a pasted CV. */

const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const messages = (page: Page) => conversation(page).getByRole('listitem');
const answerBox = (page: Page) => page.getByRole('textbox', { name: 'Your answer' });
const typing = (page: Page) => page.getByText('Assistant is typing…');
const understood = (page: Page) => page.getByRole('region', { name: 'What I understood' });
const question = (key: ProjectSlotKey) => PROJECT_SLOTS.find((slot) => slot.key === key)?.question ?? key;
const SUMMARY = 'Here is a summary of your project';

const DESCRIPTION =
  "We're a family bakery and want an iOS and Android app for pre-orders with Stripe payments. Key features: a menu with photos, pickup times and loyalty points. We would like to go live in 3 months.";

/** What the person answers to each question the assistant may still ask; the audience answer also names the budget. */
const ANSWERS: Record<ProjectSlotKey, string> = {
  title: 'Bakery pre-orders',
  description: DESCRIPTION,
  category: 'Mobile Development',
  targetAudience: 'Our regular customers. We can spend about $9k.',
  key_features: 'Menu with photos, pickup times, loyalty points',
  technologyStack: 'iOS, Android, Stripe',
  budget: 'About $9,000',
  timeline: '3 months',
  successCriteria: 'Fifty pre-orders a week',
  potentialChallenges: 'Staff forgetting to check new orders',
};

async function send(page: Page, text: string) {
  await answerBox(page).fill(text);
  await answerBox(page).press('Enter');
  await expect(messages(page).filter({ hasText: text }).last()).toBeVisible();
}

/** The question the assistant's last message asks, once it has finished typing. */
async function askedNow(page: Page): Promise<ProjectSlotKey | 'summary'> {
  await expect(typing(page)).toBeHidden();
  const last = (await messages(page).last().textContent()) ?? '';
  if (last.includes(SUMMARY)) return 'summary';
  const slot = PROJECT_SLOTS.find(({ question: text }) => last.includes(text));
  expect(slot, `a question or the summary, not: ${last}`).toBeDefined();
  return slot?.key ?? 'summary';
}

test('one description, a corrected fact and a few answers become a published job', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/chat');
  await expect(messages(page).first()).toContainText('Describe your project in your own words');
  await send(page, DESCRIPTION);
  await expect(typing(page)).toBeVisible();
  await expect(understood(page)).toBeVisible();
  await expect(understood(page).getByText('Understood by the built-in assistant')).toBeVisible();
  await expect(understood(page).getByText('3 months')).toBeVisible();
  // Issue 33: the title names the thing (the business, what it does, the kind of product).
  await expect(understood(page).getByText('Family bakery pre-order iOS and Android app')).toBeVisible();

  // The person corrects one fact in place; the title is theirs from now on.
  const title = `Crumb Pre-orders ${Date.now().toString(36)}`;
  await understood(page).getByRole('button', { name: 'Edit Project title' }).click();
  await understood(page).getByLabel('Project title').fill(title);
  await understood(page).getByRole('button', { name: 'Save' }).click();
  await expect(understood(page).getByText(title)).toBeVisible();
  await expectNoSeriousViolations(
    page,
    'what the assistant understood',
    '[aria-labelledby="understood-facts-heading"]',
  );

  // Only what is still missing is asked, in the usual order; the audience answer also gives the budget.
  const asked: ProjectSlotKey[] = [];
  for (let next = await askedNow(page); next !== 'summary'; next = await askedNow(page)) {
    expect(asked, `${next} is asked once`).not.toContain(next);
    asked.push(next);
    await send(page, ANSWERS[next]);
  }
  expect(asked).not.toContain('budget');
  expect(asked).not.toContain('timeline');
  const turns = await messages(page)
    .filter({ has: page.getByText('You:') })
    .count();
  expect(turns).toBeLessThan(PROJECT_SLOTS.length);

  const summary = page.getByRole('region', { name: 'Project summary' });
  await expect(summary.getByText('Understood by the built-in assistant')).toBeVisible();
  await expect(summary.getByText(title)).toBeVisible();
  await expect(wizard(page)).toBeVisible();
  // Issue 33: the page brings the wizard it opens into view and moves the focus to its heading.
  await expect(page.getByRole('heading', { name: 'Post Job Wizard' })).toBeFocused();
  await expect(field(page, 'title')).toHaveValue(title);
  await expect(field(page, 'category')).toHaveValue('Mobile Development');
  const next = wizard(page).getByRole('button', { name: 'Next' });
  await next.click();
  await expect(field(page, 'technologyStack')).toHaveValue(/iOS.*Android.*Stripe/);
  await next.click();
  await expect(field(page, 'budget')).toHaveValue(/9,?000/);
  await next.click();
  await wizard(page).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(JOB_MESSAGES.published)).toBeVisible();
  expect((await listJobs(request)).find((job) => job.title === title)).toMatchObject({
    category: 'Mobile Development',
  });
});

test('"Answer step by step instead" asks the ten questions and keeps each answer as typed', async ({ page }) => {
  await page.goto('/chat');
  await page.getByRole('button', { name: 'Answer step by step instead' }).click();
  await expect(messages(page)).toHaveCount(2);
  await expect(messages(page).first()).toContainText('Answer ten quick questions');
  await expect(page.getByRole('button', { name: 'Answer step by step instead' })).toBeHidden();

  const longTitle = 'A marketplace where local makers sell handmade goods for $5k';
  await send(page, longTitle);
  await expect(messages(page).last()).toContainText(question('description'));
  await expect(page.getByText('1 of 10 answered')).toBeVisible();
  await expect(understood(page)).toBeHidden();
});

test('a description too long to read is not sent, and says why', async ({ page }) => {
  await page.goto('/chat');
  const tooLong = 'We need a booking app. '.repeat(230);
  await answerBox(page).fill(tooLong);
  await answerBox(page).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: ASSISTANT_MESSAGES.tooLong })).toBeVisible();
  await expect(messages(page)).toHaveCount(2);
  await expect(answerBox(page)).toHaveValue(tooLong);
});

test.describe('when the assistant cannot understand the text', () => {
  test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 503/ });

  test('it says so and goes on step by step, keeping the description', async ({ page }) => {
    await page.route('**/api/assistant/project-draft', (route) =>
      route.fulfill({ status: 503, json: { success: false, error: 'internal_error', message: 'Unavailable' } }),
    );
    await page.goto('/chat');
    await send(page, DESCRIPTION);
    await expect(messages(page).nth(-2)).toContainText("I couldn't read your description just now");
    await expect(messages(page).last()).toContainText(question('title'));

    await send(page, 'Bakery pre-orders');
    await expect(messages(page).last()).toContainText(question('category'));
    await expect(page.getByText('2 of 10 answered')).toBeVisible();
  });
});

test('a pasted CV fills the Developer Profile Wizard, which says what it filled', async ({ page, request }) => {
  test.setTimeout(60_000);
  const name = uniqueName();
  const handle = name.toLowerCase().replace(' ', '-');
  const cv = [
    name,
    'Senior Backend Engineer, Lagos, Nigeria (UTC+1)',
    '8 years of experience building APIs with Go, PostgreSQL and Kubernetes.',
    'Languages: English, Yoruba',
    'Rate: $70-95/hr',
    `github.com/${handle}`,
  ].join('\n');

  await page.goto('/developer-chat');
  await page.getByRole('button', { name: 'Paste your CV or LinkedIn summary' }).click();
  const form = page.getByRole('form', { name: 'Fill your profile from your CV' });
  await form.getByRole('button', { name: 'Fill my profile' }).click();
  await expect(form.getByRole('alert')).toHaveText(ASSISTANT_MESSAGES.cvEmpty);
  await expectNoSeriousViolations(
    page,
    'the CV form with its error',
    'form[aria-label="Fill your profile from your CV"]',
  );
  await form.getByLabel('Your CV or LinkedIn summary').fill(cv);
  await form.getByRole('button', { name: 'Fill my profile' }).click();

  await expect(messages(page).nth(-2)).toContainText('I read your CV and filled in: Name, Professional title');
  await expect(messages(page).last()).toContainText(PROFILE_REPLIES.complete);
  await expect(messageBox(page)).toBeDisabled();
  const wizard = profileWizard(page);
  await expect(wizard.getByLabel('Name')).toHaveValue(name);
  await expect(wizard.getByLabel('Professional title')).toHaveValue('Senior Backend Engineer');
  await expect(wizard.getByLabel('Hourly rate')).toHaveValue('$70-95/hr');
  await expect(wizard.getByLabel('Time zone')).toHaveValue('UTC+1');
  await expect(
    page.getByText(/^Filled from your CV by the built-in assistant: Name, Professional title/),
  ).toBeVisible();

  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('list', { name: 'Skills: selected' }).getByRole('listitem')).toHaveText([
    'Go',
    'PostgreSQL',
    'Kubernetes',
  ]);
  await expect(wizard.getByLabel('Experience')).toHaveValue('8 years of experience');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('list', { name: 'Languages you speak: selected' }).getByRole('listitem')).toHaveText([
    'English',
    'Yoruba',
  ]);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByLabel('GitHub')).toHaveValue(`https://github.com/${handle}`);
  await wizard.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();

  // The directory lists every profile: this one goes once the test has seen it saved.
  const token = await page.evaluate(() => localStorage.getItem('visitor_token'));
  const deleted = await request.delete('/api/developers/me', { headers: { authorization: `Bearer ${token}` } });
  expect(deleted.status()).toBe(200);
});
