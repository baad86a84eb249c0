import { JOB_MESSAGES } from '@app/shared/jobs/jobs.schemas';
import { CHAT_INPUT_MAX_HEIGHT_PX, PROJECT_SLOTS } from '@app/shared/jobs/project-slots';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { buildProject, field, listJobs, type ProjectField, wizard } from './jobs-helpers.ts';

const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const messages = (page: Page) => conversation(page).getByRole('listitem');
const answerBox = (page: Page) => page.getByRole('textbox', { name: 'Your answer' });
const typing = (page: Page) => page.getByText('Assistant is typing…');

/** The slot keys in the order asked, as the wizard names them. */
const ASKED: ProjectField[] = PROJECT_SLOTS.map(({ key }) => (key === 'key_features' ? 'keyFeatures' : key));

/** Sends an answer and waits, as the person does, for the assistant to finish typing its reply. */
async function answer(page: Page, text: string, reply: string, { isLast = false } = {}) {
  await answerBox(page).fill(text);
  await answerBox(page).press('Enter');
  // Checked first: the reply arrives 1.5 to 2.5 s later, and a busy CI machine can be slow to look.
  await expect(answerBox(page)).toBeDisabled();
  await expect(typing(page)).toBeVisible();
  await expect(messages(page).filter({ hasText: text }).last()).toBeVisible();
  await expect(messages(page).last()).toContainText(reply);
  await expect(typing(page)).toBeHidden();
  if (!isLast) await expect(answerBox(page)).toBeEnabled();
}

test('a referred visitor answers the ten questions, edits the summary and publishes the prefilled job', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const project = buildProject();
  await page.goto('/chat?ref=lamont&source=linkedin');
  await expect(page.getByRole('heading', { level: 1, name: 'Turn your idea into reality' })).toBeVisible();
  await expect(page.getByText('Referred by Lamont Evans via linkedin')).toBeVisible();
  await expect(messages(page).last()).toContainText(PROJECT_SLOTS[0].question);

  for (const [index, key] of ASKED.entries()) {
    const next = PROJECT_SLOTS[index + 1]?.question ?? 'Here is a summary of your project';
    await answer(page, project[key], next, { isLast: index === ASKED.length - 1 });
    if (key === 'category') {
      await expect(messages(page).nth(-2)).toContainText('React, Node.js, CSS');
    }
  }

  const summary = page.getByRole('region', { name: 'Project summary' });
  await expect(summary.getByText(project.keyFeatures)).toBeVisible();
  await expect(answerBox(page)).toBeDisabled();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('jobDraft') ?? 'null'));
  expect(stored).toMatchObject({ keyFeatures: project.keyFeatures, developerName: 'Lamont Evans', source: 'linkedin' });

  // Two seconds after the summary, the wizard opens with the answers, the fifth one included.
  await expect(wizard(page)).toBeVisible();
  await expect(field(page, 'title')).toHaveValue(project.title);

  const newTitle = `${project.title} Pro`;
  await summary.getByRole('button', { name: 'Edit Project title' }).click();
  await summary.getByLabel('Project title').fill(newTitle);
  await summary.getByRole('button', { name: 'Save' }).click();
  await expect(summary.getByText(newTitle)).toBeVisible();
  await expect(field(page, 'title')).toHaveValue(newTitle);

  const next = wizard(page).getByRole('button', { name: 'Next' });
  await next.click();
  await expect(field(page, 'keyFeatures')).toHaveValue(project.keyFeatures);
  await next.click();
  await expect(field(page, 'budget')).toHaveValue(project.budget);
  await next.click();
  await expect(wizard(page).getByText('Referred by Lamont Evans via linkedin')).toBeVisible();
  await wizard(page).getByRole('button', { name: 'Publish' }).click();

  await expect(page.getByText(JOB_MESSAGES.published)).toBeVisible();
  const published = (await listJobs(request)).find((job) => job.title === newTitle);
  expect(published).toMatchObject({ developerRef: 'lamont', developerName: 'Lamont Evans', source: 'linkedin' });
  expect(published?.sessionId).toMatch(/^session_\d+_[a-z0-9]{9}$/);
  expect(await page.evaluate(() => [localStorage.getItem('jobDraft'), localStorage.getItem('assistantState')])).toEqual(
    [null, null],
  );
});

test('Enter sends, Shift+Enter adds a line, and blank input is not sent', async ({ page }) => {
  await page.goto('/chat');
  await expect(messages(page)).toHaveCount(2);

  await answerBox(page).fill('   ');
  await answerBox(page).press('Enter');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(messages(page)).toHaveCount(2);
  await expect(typing(page)).toBeHidden();

  await answerBox(page).fill('Handmade');
  await answerBox(page).press('Shift+Enter');
  await answerBox(page).pressSequentially('Market');
  await expect(answerBox(page)).toHaveValue('Handmade\nMarket');
  await expect(messages(page)).toHaveCount(2);

  await answerBox(page).press('Enter');
  await expect(messages(page).nth(2)).toContainText(/Handmade\s+Market/);
  await expect(answerBox(page)).toHaveValue('');
  await expect(answerBox(page)).toBeDisabled();
  await expect(messages(page).last()).toContainText(PROJECT_SLOTS[1].question);
  await expect(answerBox(page)).toBeFocused();
});

test('the answer box grows with the text up to 120 px', async ({ page }) => {
  await page.goto('/chat');
  const heightOf = () => answerBox(page).evaluate((element) => element.getBoundingClientRect().height);
  const oneLine = await heightOf();
  await answerBox(page).fill('one\ntwo\nthree');
  await expect.poll(heightOf).toBeGreaterThan(oneLine);
  await answerBox(page).fill(Array.from({ length: 20 }, (_, index) => `line ${index}`).join('\n'));
  await expect.poll(heightOf).toBeLessThanOrEqual(CHAT_INPUT_MAX_HEIGHT_PX + 1);
});

test('a reload keeps the conversation, and Start over begins again', async ({ page }) => {
  await page.goto('/chat');
  await answer(page, 'Recipe Planner', PROJECT_SLOTS[1].question);
  await answer(page, 'A weekly meal planner with shopping lists', PROJECT_SLOTS[2].question);

  await page.reload();
  await expect(messages(page).filter({ hasText: 'Recipe Planner' })).toBeVisible();
  await expect(messages(page).last()).toContainText(PROJECT_SLOTS[2].question);
  await expect(page.getByText('2 of 10 answered')).toBeVisible();
  await answer(page, 'AI & Machine Learning', PROJECT_SLOTS[3].question);
  await expect(messages(page).nth(-2)).toContainText('Python, TensorFlow, Machine Learning');

  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(messages(page)).toHaveCount(2);
  await expect(messages(page).last()).toContainText(PROJECT_SLOTS[0].question);
  await expect(page.getByText('0 of 10 answered')).toBeVisible();
  await page.reload();
  await expect(messages(page)).toHaveCount(2);
});

test('a reload while the assistant is typing still gets the reply', async ({ page }) => {
  await page.goto('/chat');
  await answerBox(page).fill('Garden Tracker');
  await answerBox(page).press('Enter');
  await expect(typing(page)).toBeVisible();
  await page.reload();
  await expect(messages(page).filter({ hasText: 'Garden Tracker' })).toBeVisible();
  await expect(messages(page).last()).toContainText(PROJECT_SLOTS[1].question);
});
