import { JOB_MESSAGES } from '@app/shared/jobs/jobs.schemas';
import { PROJECT_SLOTS } from '@app/shared/jobs/project-slots';
import type { Page } from '@playwright/test';
import { questionCards, uniqueTitle } from './community-helpers.ts';
import { expect, test } from './fixtures.ts';
import { buildProject, field, listJobs, type ProjectField, wizard } from './jobs-helpers.ts';
import { retype, skipToContent, tabTo } from './keyboard-helpers.ts';

/** Keyboard-only journeys: every move is a key press (no mouse, no programmatic focus). */

const ASKED: ProjectField[] = PROJECT_SLOTS.map(({ key }) => (key === 'key_features' ? 'keyFeatures' : key));
const heading = (page: Page, text: RegExp) => wizard(page).getByRole('heading', { name: text });

test('the AI Project Assistant: ten answers typed and sent with Enter, one edited from the summary', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const project = buildProject();
  const answerBox = page.getByRole('textbox', { name: 'Your answer' });
  const messages = page.getByRole('log', { name: 'Conversation' }).getByRole('listitem');
  await page.goto('/chat');
  await expect(messages.last()).toContainText(PROJECT_SLOTS[0].question);
  await skipToContent(page);
  await tabTo(page, answerBox);

  for (const [index, key] of ASKED.entries()) {
    await page.keyboard.type(project[key]);
    await page.keyboard.press('Enter');
    await expect(messages.filter({ hasText: project[key] }).last()).toBeVisible();
    const next = PROJECT_SLOTS[index + 1]?.question ?? 'Here is a summary of your project';
    await expect(messages.last()).toContainText(next);
    // The box takes the focus back after each reply, so the next answer is typed straight away.
    if (index < ASKED.length - 1) await expect(answerBox).toBeFocused();
  }
  await expect(answerBox).toBeDisabled();

  const summary = page.getByRole('region', { name: 'Project summary' });
  const edit = summary.getByRole('button', { name: 'Edit Project title' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  await expect(summary.getByLabel('Project title')).toBeFocused();
  const newTitle = `${project.title} Pro`;
  await retype(page, newTitle);
  await page.keyboard.press('Tab');
  await expect(summary.getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(summary.getByText(newTitle)).toBeVisible();
  await expect(edit).toBeFocused();

  // The wizard opens with the answers, the edited one included, and is reached with Tab.
  await expect(wizard(page)).toBeVisible();
  await tabTo(page, field(page, 'title'));
  await expect(field(page, 'title')).toHaveValue(newTitle);
});

test('the Post Job Wizard: Tab and Shift+Tab through fields, Next and Previous by key, publish', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const project = buildProject();
  await page.goto('/post-job');
  await expect(heading(page, /Step 1 of 4: Basics/)).toBeVisible();
  await skipToContent(page);

  // Basics: Tab from field to field, Shift+Tab back; the values stay.
  await tabTo(page, field(page, 'title'));
  await page.keyboard.type(project.title);
  await page.keyboard.press('Tab');
  await expect(field(page, 'category')).toBeFocused();
  await page.keyboard.type(project.category);
  await page.keyboard.press('Tab');
  await expect(field(page, 'targetAudience')).toBeFocused();
  await page.keyboard.type(project.targetAudience);
  await page.keyboard.press('Shift+Tab');
  await expect(field(page, 'category')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(field(page, 'title')).toHaveValue(project.title);
  await expect(field(page, 'title')).toBeFocused();
  const next = wizard(page).getByRole('button', { name: 'Next' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  // Each new step's heading takes the focus, so the next Tab starts at the step's first field.
  await expect(heading(page, /Step 2 of 4: Details/)).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(field(page, 'description')).toBeFocused();
  await page.keyboard.type(project.description);
  await page.keyboard.press('Tab');
  await page.keyboard.type(project.keyFeatures);
  await page.keyboard.press('Tab');
  await expect(field(page, 'technologyStack')).toBeFocused();
  await page.keyboard.type(project.technologyStack);

  // Previous by key, then Next with Space: nothing typed is lost.
  await tabTo(page, wizard(page).getByRole('button', { name: 'Previous' }));
  await page.keyboard.press('Enter');
  await expect(heading(page, /Step 1 of 4: Basics/)).toBeFocused();
  await expect(field(page, 'targetAudience')).toHaveValue(project.targetAudience);
  await tabTo(page, next);
  await page.keyboard.press('Space');
  await expect(heading(page, /Step 2 of 4: Details/)).toBeFocused();
  await expect(field(page, 'technologyStack')).toHaveValue(project.technologyStack);
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  // Budget: Enter in a field moves on, as in any form.
  await expect(heading(page, /Step 3 of 4: Budget/)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field(page, 'budget')).toBeFocused();
  await retype(page, project.budget);
  await page.keyboard.press('Tab');
  await expect(field(page, 'timeline')).toBeFocused();
  await retype(page, project.timeline);
  await page.keyboard.press('Enter');

  await expect(heading(page, /Step 4 of 4: Review/)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field(page, 'successCriteria')).toBeFocused();
  await page.keyboard.type(project.successCriteria);
  await page.keyboard.press('Tab');
  await expect(field(page, 'potentialChallenges')).toBeFocused();
  await page.keyboard.type(project.potentialChallenges);
  await tabTo(page, wizard(page).getByRole('button', { name: 'Publish' }));
  await page.keyboard.press('Enter');

  await expect(page.getByText(JOB_MESSAGES.published)).toBeVisible();
  const listings = page.getByRole('link', { name: 'View Project Listings' });
  await tabTo(page, listings);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobs\?tab=published$/);
  const published = (await listJobs(request)).find((job) => job.title === project.title);
  expect(published).toMatchObject({ budget: project.budget, timeline: project.timeline });
});

test('Ask a Question: opened, filled and posted with the keyboard; the focus comes back', async ({ page }) => {
  const title = uniqueTitle('Which keyboard shortcuts should a prototype support?');
  await page.goto('/proto-hub');
  await expect(questionCards(page).first()).toBeVisible();
  await skipToContent(page);
  const ask = page.getByRole('button', { name: 'Ask a Question' });
  await tabTo(page, ask);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ask a Question' });
  await expect(dialog).toBeVisible();

  await tabTo(page, dialog.getByLabel('Title'));
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Details')).toBeFocused();
  await page.keyboard.type('Power users want to move through cards without a mouse. Which keys are expected?');
  const tag = dialog.getByRole('button', { name: 'prototyping', exact: true });
  await tabTo(page, tag);
  await page.keyboard.press('Space');
  await expect(tag).toHaveAttribute('aria-pressed', 'true');

  // The focus stays inside the dialog: Tab past its last button comes back to its first control.
  const post = dialog.getByRole('button', { name: 'Post Question' });
  await tabTo(page, post);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await tabTo(page, post, { backwards: true });
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your question was posted.')).toBeVisible();
  await expect(ask).toBeFocused();
  await expect(questionCards(page).filter({ hasText: title })).toHaveCount(1);
});

test('the feedback widget: opened, type and rating chosen, and sent with the keyboard', async ({ page }) => {
  await page.goto('/developers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const launcher = page.getByRole('button', { name: 'Feedback', exact: true });
  // The floating button is the page's last control: Shift+Tab from the top reaches it.
  await tabTo(page, launcher, { backwards: true });
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Share your feedback' });
  await expect(panel).toBeFocused();

  await tabTo(page, panel.getByLabel('Feature', { exact: true }));
  await expect(panel.getByLabel('Feature', { exact: true })).toHaveValue('developer-directory');
  // A radio group is one Tab stop; Space picks the focused choice, arrows move the choice.
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('radio', { name: 'Bug Report' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('radio', { name: 'Feature Request' })).toBeChecked();

  await page.keyboard.press('Tab');
  await expect(panel.getByRole('radio', { name: '1 star, Very Poor' })).toBeFocused();
  await page.keyboard.press('Space');
  for (let star = 2; star <= 4; star += 1) await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('radio', { name: '4 stars, Good' })).toBeChecked();
  await expect(panel.getByText('Good', { exact: true })).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(panel.getByLabel('Comment (optional)')).toBeFocused();
  await page.keyboard.type('Filtering by skill with the keyboard works well.');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Submit Feedback' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(panel.getByRole('status')).toHaveText(/^Thanks! You earned \d+ points\.$/);
  await expect(panel).toHaveCount(0);
  await expect(launcher).toBeFocused();
});
