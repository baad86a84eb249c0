import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { scrollToEnd } from './scroll-helpers.ts';

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

    // Submit +5, bug report +10, 4 stars +3 (part-2 §9).
    await expect(panel.getByRole('status')).toHaveText('Thanks! You earned 18 points.');
    await expect(widget(page)).toHaveCount(0);
    await expect(openWidgetButton(page)).toBeVisible();
    expect(await recordedEvents(page)).toContain('floating_feedback_submitted');
  });

  test('Escape and the close button close it and return focus to the button', async ({ page }) => {
    await page.goto('/');
    // At the end of the page the room kept for it is clear: the button shows (it steps aside from the cards above).
    await scrollToEnd(page);
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

  test('stays 300 ms after closing and 2 s after thanking, then goes', async ({ page }) => {
    await page.clock.install();
    await page.goto('/proto-hub');
    await openWidgetButton(page).click();
    const panel = widget(page);
    await expect(panel).toBeVisible();
    // From here the page's timers move only when the test moves them, so no step races the clock.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

    await page.keyboard.press('Escape');
    await page.clock.runFor(250);
    await expect(panel).toBeAttached();
    await page.clock.runFor(100);
    await expect(panel).toHaveCount(0);

    await openWidgetButton(page).click();
    await panel.getByRole('radio', { name: 'Improvement' }).check();
    await panel.getByRole('radio', { name: '5 stars, Excellent' }).check();
    await panel.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(panel.getByRole('status')).toHaveText('Thanks! You earned 8 points.');
    await page.clock.runFor(1_900);
    await expect(panel.getByRole('status')).toBeVisible();
    // At 2 s it collapses, and closes 300 ms after that.
    await page.clock.runFor(200);
    await expect(panel).toBeAttached();
    await page.clock.runFor(300);
    await expect(panel).toHaveCount(0);
    await expect(openWidgetButton(page)).toBeVisible();
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
    await expect(page.getByRole('region', { name: 'Overview' }).getByRole('definition').first()).toHaveText(/^\d+$/);
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

  test('Back to Home sends feedback_back_to_home to the analytics API', async ({ page }) => {
    await page.goto('/user-feedback');
    await expect(page.getByRole('tab', { name: 'Feedback Dashboard' })).toBeVisible();
    const carriesBackToHome = (request: Request) => {
      if (request.method() !== 'POST' || !request.url().endsWith('/api/analytics')) return false;
      const events = (request.postDataJSON() as { events?: { name: string }[] } | null)?.events ?? [];
      return events.some((event) => event.name === 'feedback_back_to_home');
    };
    const sent = page.waitForRequest(carriesBackToHome);
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await (await sent).response())?.status()).toBe(202);
    expect(await recordedEvents(page)).toContain('feedback_back_to_home');
  });

  test('Export Feedback downloads every row the analytics counted for a year', async ({ page }) => {
    await page.goto('/user-feedback?tab=analytics');
    const yearResponse = page.waitForResponse((response) => response.url().includes('timeframe=1y'));
    await page.getByRole('button', { name: '1 year' }).click();
    const { analytics } = (await (await yearResponse).json()) as {
      analytics: { totalFeedback: number; period: { start: string; end: string } };
    };
    const totalMetric = page.getByRole('list', { name: 'Key metrics' }).getByRole('listitem').filter({
      hasText: 'Total Feedback',
    });
    await expect(totalMetric).toContainText('in the last 365 days');
    // The seed alone holds 300 rows in the last 90 days: more than one page of the list.
    expect(analytics.totalFeedback).toBeGreaterThan(100);

    const pages: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/feedback' && url.searchParams.has('since')) pages.push(url);
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Feedback' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('feedback-1y.csv');
    const lines = (await readFile(await file.path(), 'utf8')).split('\r\n');
    expect(lines[0]).toBe('id,date,type,rating,feature,category,source,user,comment');
    const rows = lines.filter((line) => /^[0-9a-f]{8}-[0-9a-f]{4}-/.test(line));
    expect(rows).toHaveLength(analytics.totalFeedback);
    expect(new Set(rows.map((line) => line.slice(0, 36))).size).toBe(rows.length);
    // Every page asked for the analytics' own period.
    expect(pages.length).toBeGreaterThan(1);
    for (const url of pages) {
      expect(url.searchParams.get('since')).toBe(analytics.period.start);
      expect(url.searchParams.get('before')).toBe(analytics.period.end);
    }
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
