import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The names of the analytics events this browser recorded (kept in localStorage). */
async function recordedEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (JSON.parse(localStorage.getItem('analytics_events') ?? '[]') as { name: string }[]).map((event) => event.name),
  );
}

const widget = (page: Page) => page.getByRole('dialog', { name: 'Share your feedback' });
const openWidgetButton = (page: Page) => page.getByRole('button', { name: 'Feedback', exact: true });

test.describe('the floating feedback widget', () => {
  test('walks through type, rating and comment, preselects the page, and thanks with points', async ({ page }) => {
    await page.goto('/developers');
    await expect(widget(page)).toHaveCount(0);
    await openWidgetButton(page).click();
    const panel = widget(page);
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    await expect(panel.getByLabel('Feature', { exact: true })).toHaveValue('developer-directory');
    await expect(panel.getByLabel('Feature', { exact: true }).locator('option:checked')).toHaveText(
      'Developer Directory',
    );

    const submit = panel.getByRole('button', { name: 'Submit Feedback' });
    await expect(submit).toBeDisabled();
    await expect(panel.getByRole('radio', { name: /stars?, / })).toHaveCount(0);
    await panel.getByRole('radio', { name: 'Bug Report' }).check();
    await expect(panel.getByRole('radio', { name: /stars?, / })).toHaveCount(5);
    await expect(panel.getByLabel('Comment (optional)')).toHaveCount(0);
    await expect(submit).toBeDisabled();

    await panel.getByRole('radio', { name: '4 stars, Good' }).check();
    await expect(panel.getByText('Good', { exact: true })).toBeVisible();
    await panel.getByLabel('Comment (optional)').fill('The directory filters are great.');
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(panel.getByRole('status')).toHaveText('Thanks! You earned 13 points.');
    await expect(widget(page)).toHaveCount(0);
    await expect(openWidgetButton(page)).toBeVisible();
    expect(await recordedEvents(page)).toContain('floating_feedback_submitted');
  });

  test('Escape and the close button close it and return focus to the button', async ({ page }) => {
    await page.goto('/');
    await openWidgetButton(page).click();
    await expect(widget(page)).toBeVisible();
    await expect(widget(page).getByLabel('Feature', { exact: true })).toHaveValue('general-platform');
    await page.keyboard.press('Escape');
    await expect(widget(page)).toHaveCount(0);
    await expect(openWidgetButton(page)).toBeFocused();

    await openWidgetButton(page).click();
    await widget(page).getByRole('button', { name: 'Close feedback' }).click();
    await expect(widget(page)).toHaveCount(0);
  });
});

test.describe('the widget while the server is unreachable', () => {
  test.use({ allowConsoleErrors: /Failed to load resource/ });

  test('keeps the feedback as pending and says so', async ({ page }) => {
    await page.route('**/api/feedback', (route) => route.abort('internetdisconnected'));
    await page.goto('/jobs');
    await openWidgetButton(page).click();
    const panel = widget(page);
    await expect(panel.getByLabel('Feature', { exact: true })).toHaveValue('project-listings');
    await panel.getByRole('radio', { name: 'General Feedback' }).check();
    await panel.getByRole('radio', { name: '3 stars, Average' }).check();
    await panel.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(panel.getByRole('status')).toContainText('saved as pending');
  });
});

test.describe('the user feedback page', () => {
  test('the dashboard shows stats and recent feedback; Help explains; Give Feedback opens the widget', async ({
    page,
  }) => {
    await page.goto('/user-feedback');
    await expect(page.getByRole('tab', { name: 'Feedback Dashboard' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Total Feedback')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recent feedback' }).getByRole('listitem')).not.toHaveCount(0);

    await page.getByRole('button', { name: 'Help' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Help feature coming soon!' })).toBeVisible();

    await page.getByRole('button', { name: 'Give Feedback', exact: true }).click();
    await expect(widget(page)).toBeVisible();
    await expect(widget(page).getByLabel('Feature', { exact: true })).toHaveValue('user-feedback');

    const events = await recordedEvents(page);
    expect(events).toEqual(
      expect.arrayContaining(['user_feedback_page_visited', 'feedback_help_requested', 'give_feedback_button_clicked']),
    );
  });

  test('the micro survey needs a choice, thanks, then resets', async ({ page }) => {
    await page.goto('/user-feedback');
    await page.getByRole('tab', { name: 'Feedback Forms' }).click();
    await expect(page).toHaveURL(/tab=forms/);
    const survey = page.getByRole('region', { name: 'Quick Survey' });
    const submit = survey.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await survey.getByRole('radio', { name: 'Excellent' }).check();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(survey.getByRole('status')).toHaveText('Thank you for your feedback!');
    await expect(survey.getByRole('status')).toHaveCount(0);
    await expect(survey.getByRole('radio', { name: 'Excellent' })).not.toBeChecked();
    await expect(survey.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(await recordedEvents(page)).toEqual(
      expect.arrayContaining(['feedback_tab_changed', 'micro_survey_submitted']),
    );
  });

  test('the contextual form reveals stars after a category and a comment after a rating', async ({ page }) => {
    await page.goto('/user-feedback?tab=forms');
    const form = page.getByRole('region', { name: 'How is the AI Project Assistant?' });
    const submit = form.getByRole('button', { name: 'Submit Feedback' });
    await expect(form.getByRole('radio', { name: /stars?, / })).toHaveCount(0);
    await expect(submit).toBeDisabled();
    await form.getByRole('radio', { name: 'Performance' }).check();
    await expect(form.getByRole('radio', { name: /stars?, / })).toHaveCount(5);
    await expect(form.getByLabel('Comment (optional)')).toHaveCount(0);
    await expect(submit).toBeDisabled();
    await form.getByRole('radio', { name: '3 stars, Neutral' }).check();
    await expect(form.getByText('Neutral', { exact: true })).toBeVisible();
    await form.getByLabel('Comment (optional)').fill('Answers come back a little slowly.');
    await submit.click();
    await expect(form.getByRole('status')).toHaveText('Thank you! Your feedback has been submitted.');
    await expect(form.getByRole('status')).toHaveCount(0);
    await expect(form.getByRole('radio', { name: 'Performance' })).not.toBeChecked();
    await expect(form.getByRole('radio', { name: /stars?, / })).toHaveCount(0);
    expect(await recordedEvents(page)).toContain('contextual_feedback_submitted');
  });

  test('feature cards toggle their details and lead to their analytics', async ({ page }) => {
    await page.goto('/user-feedback?tab=features');
    const cards = page
      .getByRole('list', { name: 'Features' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Give feedback on / }) });
    await expect(cards).toHaveCount(12);
    await expect(page.getByText('Total Features')).toBeVisible();

    const toggle = page.getByRole('button', { name: /^Proto Hub/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const card = cards.filter({ has: toggle });
    await expect(card.getByRole('heading', { name: 'Recent feedback' })).toBeVisible();
    await toggle.click();
    await expect(card.getByRole('heading', { name: 'Recent feedback' })).toBeHidden();

    await page.getByRole('button', { name: 'Give feedback on Proto Hub' }).click();
    await expect(widget(page).getByLabel('Feature', { exact: true })).toHaveValue('proto-hub');
    await page.keyboard.press('Escape');
    await expect(widget(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'View analytics for Proto Hub' }).click();
    await expect(page).toHaveURL(/tab=analytics/);
    await expect(page).toHaveURL(/feature=proto-hub/);
    await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
  });
});
