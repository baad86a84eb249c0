import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { holdRequests } from './network-helpers.ts';

const metric = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Key metrics' }).getByRole('listitem').filter({ hasText: label });

/** A new visitor's token, from the API, with one piece of 5-star feedback sent. */
async function visitorWithOneFeedback(request: APIRequestContext): Promise<string> {
  const session = await request.post('/api/session');
  expect(session.status()).toBe(201);
  const { token } = (await session.json()) as { token: string };
  const feedback = await request.post('/api/feedback', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    data: { type: 'general', rating: 5, comment: 'The analytics tab reads well.', feature: 'user-feedback' },
  });
  expect(feedback.status()).toBe(201);
  return token;
}

test.describe('analytics tab', () => {
  test('loads the numbers of 30 days, then of the chosen timeframe', async ({ page }) => {
    const release = await holdRequests(page, '**/api/feedback/analytics?*');
    await page.goto('/user-feedback?tab=analytics');
    await expect(page.getByText('Loading analytics...')).toBeVisible();
    const first = page.waitForResponse((response) => response.url().includes('timeframe=30d'));
    release();
    const thirtyDays = (await (await first).json()) as { analytics: { totalFeedback: number } };
    await expect(metric(page, 'Total Feedback')).toContainText(String(thirtyDays.analytics.totalFeedback));
    await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

    const request = page.waitForRequest((req) => req.url().includes('timeframe=7d'));
    const response = page.waitForResponse((res) => res.url().includes('timeframe=7d'));
    await page.getByRole('button', { name: '7 days' }).click();
    await request;
    const week = (await (await response).json()) as { analytics: { totalFeedback: number } };
    await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(metric(page, 'Total Feedback')).toContainText('in the last 7 days');
    await expect(metric(page, 'Total Feedback')).toContainText(String(week.analytics.totalFeedback));
    expect(week.analytics.totalFeedback).toBeLessThanOrEqual(thirtyDays.analytics.totalFeedback);

    const yearRequest = page.waitForRequest((req) => req.url().includes('timeframe=1y'));
    await page.getByRole('button', { name: '1 year' }).click();
    await yearRequest;
    await expect(metric(page, 'Total Feedback')).toContainText('in the last 365 days');
  });

  test('shows sentiment summing to 100% and a feature table with trends', async ({ page }) => {
    await page.goto('/user-feedback?tab=analytics');
    const sentiment = page.getByRole('region', { name: 'Sentiment Distribution' });
    await expect(sentiment.getByRole('listitem')).toHaveCount(3);
    const percentages = (await sentiment.getByRole('listitem').allInnerTexts()).map((text) =>
      Number(/(\d+)%/.exec(text)?.[1]),
    );
    expect(percentages.reduce((sum, value) => sum + value, 0)).toBe(100);

    const table = page.getByRole('region', { name: 'Feature Performance' }).getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Feature', 'Rating', 'Feedback', 'Trend']);
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow.getByRole('rowheader')).not.toBeEmpty();
    await expect(firstRow.getByRole('cell').last()).toHaveText(/Up|Down|Stable/);

    await expect(page.getByRole('figure').getByText(/pieces of feedback over 30 days|No feedback/)).toBeVisible();
  });

  test('exports the analytics as a CSV file and opens a printable report', async ({ page }) => {
    await page.goto('/user-feedback?tab=analytics');
    await page.getByRole('button', { name: '7 days' }).click();
    await expect(metric(page, 'Total Feedback')).toContainText('in the last 7 days');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Analytics' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('feedback-analytics-7d.csv');
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('section,metric,value');
    expect(csv).toContain('date,count,average rating');

    const feedbackDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Feedback' }).click();
    const feedbackFile = await feedbackDownload;
    expect(feedbackFile.suggestedFilename()).toBe('feedback-7d.csv');
    expect((await readFile(await feedbackFile.path(), 'utf8')).split('\r\n')[0]).toBe(
      'id,date,type,rating,feature,category,source,user,comment',
    );

    await page.getByRole('button', { name: 'Generate Report' }).click();
    const report = page.getByRole('dialog', { name: 'Feedback Report' });
    await expect(report.getByRole('heading', { name: 'Key numbers' })).toBeVisible();
    await expect(report.getByRole('heading', { name: 'Sentiment' })).toBeVisible();
    await expect(report.getByRole('button', { name: 'Print' })).toBeVisible();
    await report.getByRole('button', { name: 'Close' }).click();
    await expect(report).toBeHidden();
  });
});

test.describe('community tab', () => {
  test('ranks the top 5 with medals and filters by period', async ({ page }) => {
    const release = await holdRequests(page, '**/api/feedback/leaderboard?*');
    await page.goto('/user-feedback?tab=leaderboard');
    await expect(page.getByText('Loading leaderboard...')).toBeVisible();
    release();

    const top = page.getByRole('list', { name: 'Top 5, All Time' });
    await expect(top.getByRole('img', { name: 'Gold, rank 1' })).toBeVisible();
    await expect(top.getByRole('img', { name: 'Silver, rank 2' })).toBeVisible();
    await expect(top.getByRole('img', { name: 'Bronze, rank 3' })).toBeVisible();
    await expect(top.getByText('#4', { exact: true })).toBeVisible();
    await expect(top.getByText('#5', { exact: true })).toBeVisible();
    await expect(top.getByText('#6', { exact: true })).toHaveCount(0);

    const monthly = page.waitForRequest((request) => request.url().includes('period=month'));
    await page.getByRole('button', { name: 'This Month' }).click();
    await monthly;
    await expect(page.getByRole('button', { name: 'This Month' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('list', { name: 'Top 5, This Month' })).toBeVisible();

    const weekly = page.waitForRequest((request) => request.url().includes('period=week'));
    await page.getByRole('button', { name: 'This Week' }).click();
    await weekly;
    await expect(page.getByRole('button', { name: 'This Week' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('shows a new visitor every achievement locked, without creating a token', async ({ page }) => {
    await page.goto('/user-feedback?tab=leaderboard');
    const achievements = page.getByRole('list', { name: 'Achievements' });
    await expect(achievements.getByRole('listitem', { name: 'First Feedback, locked' })).toBeVisible();
    await expect(achievements.getByRole('listitem', { name: /, locked$/ })).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Your Progress' })).toContainText('0/5');
    await expect(page.getByRole('region', { name: 'How to Earn Points' })).toContainText('Report bugs');
    expect(await page.evaluate(() => localStorage.getItem('visitor_token'))).toBeNull();
  });

  test('unlocks First Feedback once the visitor has sent feedback', async ({ page, request }) => {
    const token = await visitorWithOneFeedback(request);
    await page.goto('/user-feedback?tab=leaderboard');
    await page.evaluate((value) => localStorage.setItem('visitor_token', value), token);
    await page.reload();

    const achievements = page.getByRole('list', { name: 'Achievements' });
    await expect(achievements.getByRole('listitem', { name: 'First Feedback, unlocked' })).toBeVisible();
    await expect(achievements.getByRole('listitem', { name: 'Bug Hunter, locked' })).toContainText('0/3');
    const progress = page.getByRole('region', { name: 'Your Progress' });
    await expect(progress).toContainText('1/5');
    await expect(progress.getByRole('progressbar', { name: 'Achievements unlocked' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
  });
});
