import { AI_MEMBER_MESSAGES } from '../packages/shared/src/ai-member/ai-member.constants.ts';
import {
  ADMIN_NEEDED,
  buildReportedQuestion,
  openControlCenter,
  pinNewestUnanswered,
  resultItems,
  runTest,
  saveAdminToken,
  statusValue,
  systemStatus,
  testButton,
} from './ai-member-helpers.ts';
import { answerList, buildQuestion, uniqueTitle } from './community-helpers.ts';
import { expect, test } from './fixtures.ts';

const FAILED_LOAD = /Failed to load resource/;

test.describe('the AI community member control center', () => {
  test('documents the member, lists the four personas and shows a connected API', async ({ page }) => {
    await openControlCenter(page);
    await expect(page.getByRole('heading', { name: 'What the AI member does' })).toBeVisible();
    await expect(
      page.getByText('By default it scans every 30 minutes and posts at most 5 answers per hour.'),
    ).toBeVisible();
    await expect(page.getByText('The test config: every 15 minutes, at most 3 per hour.')).toBeVisible();
    const personas = page.getByRole('list', { name: 'AI personas' });
    for (const name of ['Alex Chen', 'Maya Rodriguez', 'Jordan Kim', 'Sam Taylor']) {
      await expect(personas.getByText(name)).toBeVisible();
    }
    await expect(personas.getByText('UI/UX designer')).toBeVisible();
    await expect(statusValue(page, 'API status')).toHaveText('Connected');
    await expect(statusValue(page, 'Database')).toHaveText('Up');
    await expect(statusValue(page, 'Generator')).toHaveText('built-in');
    await expect(page.getByText('No tests run yet', { exact: true })).toBeVisible();
  });

  test('public test buttons show status, duration and the pretty response, newest first', async ({ page }) => {
    await openControlCenter(page);
    await runTest(page, 'Health', 'Health', '/health');
    const health = resultItems(page).first();
    await expect(health).toContainText('Status 200');
    await expect(health).toContainText(/\d+ ms/);
    await expect(health.getByRole('region', { name: 'Response of GET /health' })).toContainText('"database": "up"');

    await runTest(page, 'AI Community Member', 'Personas', '/ai-community-member/personas');
    await expect(resultItems(page).first()).toContainText('"name": "Maya Rodriguez"');
    await expect(resultItems(page).nth(1)).toHaveAccessibleName('GET /health');

    // The response is collapsible.
    await resultItems(page).first().getByText('Response', { exact: true }).click();
    await expect(resultItems(page).first().getByRole('region')).toBeHidden();
  });

  test('keeps only the latest 10 results, newest first, and clears them', async ({ page }) => {
    await openControlCenter(page);
    const calls: [string, string, string][] = [
      ['AI Community Member', 'Stats', '/ai-community-member/stats'],
      ['AI Community Member', 'Personas', '/ai-community-member/personas'],
      ['AI Community Member', 'Trending topics', '/ai-community-member/trending-topics'],
      ['Monitoring Service', 'Stats', '/monitoring/stats'],
      ['Monitoring Service', 'History', '/monitoring/history'],
      ['Questions', 'List questions', '/questions'],
      ['Questions', 'AI personas', '/questions/ai-personas'],
      ['Prototypes', 'List prototypes', '/prototypes'],
      ['Users', 'List users', '/users'],
      ['Analytics', 'Summary', '/analytics/summary'],
      ['Health', 'Health', '/health'],
    ];
    for (const [group, label, path] of calls) await runTest(page, group, label, path);

    await expect(resultItems(page)).toHaveCount(10);
    await expect(resultItems(page).first()).toHaveAccessibleName('GET /health');
    await expect(resultItems(page).last()).toHaveAccessibleName('GET /ai-community-member/personas');
    await expect(resultItems(page).filter({ hasText: '/ai-community-member/stats' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear results' }).click();
    await expect(page.getByText('No tests run yet', { exact: true })).toBeVisible();
  });

  test.describe('when a call fails', () => {
    test.use({ allowConsoleErrors: FAILED_LOAD });

    test("shows 'Error: ' and the server's or the network's message, else 'Unknown error'", async ({ page }) => {
      await page.route('**/api/prototypes', (route) =>
        route.fulfill({
          status: 500,
          json: { success: false, error: 'internal_error', message: 'The prototype gallery is resting.' },
        }),
      );
      await page.route('**/api/users', (route) => route.abort('failed'));
      await page.route('**/api/analytics/popular', (route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }),
      );
      await openControlCenter(page);

      await runTest(page, 'Prototypes', 'List prototypes', '/prototypes');
      await expect(resultItems(page).first()).toContainText('Status 500');
      await expect(resultItems(page).first()).toContainText('Error: The prototype gallery is resting.');

      await runTest(page, 'Users', 'List users', '/users');
      await expect(resultItems(page).first()).toContainText('No response');
      await expect(resultItems(page).first()).toContainText('Error: Failed to fetch');

      await runTest(page, 'Analytics', 'Popular', '/analytics/popular');
      await expect(resultItems(page).first()).toContainText('Status 502');
      await expect(resultItems(page).first()).toContainText('Unknown error');
    });

    test('API status shows Disconnected, with the reason, when /api/health answers 503', async ({ page }) => {
      await page.route('**/api/health', (route) =>
        route.fulfill({
          status: 503,
          json: {
            success: false,
            status: 'degraded',
            database: 'down',
            version: '0.1.0',
            uptimeSeconds: 1,
            error: 'database_unavailable',
            message: 'The database cannot be reached.',
          },
        }),
      );
      await openControlCenter(page);
      await expect(statusValue(page, 'API status')).toContainText('Disconnected');
      await expect(statusValue(page, 'API status')).toContainText('The database cannot be reached.');
      await expect(statusValue(page, 'Database')).toHaveText('Down');

      await page.unroute('**/api/health');
      await systemStatus(page).getByRole('button', { name: 'Refresh' }).click();
      await expect(statusValue(page, 'API status')).toHaveText('Connected');
    });

    test('a wrong admin token is refused with the server message', async ({ page }) => {
      await openControlCenter(page);
      await saveAdminToken(page, 'not-the-admin-token');
      await expect(page.getByRole('region', { name: 'Pending reports' })).toContainText(
        'This action is for admins only.',
      );
      await page.getByRole('button', { name: 'Forget' }).click();
      await expect(page.getByText('No admin token saved. Admin actions are locked.')).toBeVisible();
    });
  });

  test('admin buttons without a token explain why and make no call', async ({ page }) => {
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(monitoring\/(start|config)|ai-community-member\/generate-response|debug\/)/.test(request.url())) {
        adminCalls.push(request.url());
      }
    });
    await openControlCenter(page);

    const start = testButton(page, 'Monitoring Service', 'Start');
    await expect(start).toHaveAttribute('aria-disabled', 'true');
    await expect(start).toHaveAccessibleDescription(ADMIN_NEEDED);
    await start.focus();
    await page.keyboard.press('Enter');
    const environment = testButton(page, 'Debug', 'Environment');
    await expect(environment).toHaveAccessibleDescription(ADMIN_NEEDED);
    await environment.focus();
    await page.keyboard.press('Enter');
    await expect(testButton(page, 'AI Community Member', 'Generate response')).toHaveAttribute('aria-disabled', 'true');
    // Public calls stay open.
    await expect(testButton(page, 'Health', 'Health')).not.toHaveAttribute('aria-disabled', 'true');

    const controls = page.getByRole('region', { name: 'Monitoring controls' });
    await expect(controls.getByRole('button', { name: 'Start monitoring' })).toHaveAccessibleDescription(ADMIN_NEEDED);
    await controls.getByRole('button', { name: 'Start monitoring' }).focus();
    await page.keyboard.press('Enter');
    await controls.getByRole('button', { name: 'Save config' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Pending reports' })).toContainText(ADMIN_NEEDED);

    await expect(page.getByText('No tests run yet', { exact: true })).toBeVisible();
    expect(adminCalls).toEqual([]);
  });

  test('the admin token lives in sessionStorage only and is never shown again', async ({ page }) => {
    await openControlCenter(page);
    await expect(page.getByLabel('Admin token')).toHaveAttribute('type', 'password');
    await saveAdminToken(page);
    await expect(page.getByLabel('Admin token')).toHaveValue('');
    const stored = await page.evaluate(() => ({
      session: Object.values({ ...sessionStorage }),
      local: Object.values({ ...localStorage }),
    }));
    expect(stored.session).toContain('e2e-admin-token-0123456789abcdef');
    expect(stored.local.join(' ')).not.toContain('e2e-admin-token');
    await expect(page.locator('body')).not.toContainText('e2e-admin-token');

    await page.reload();
    await expect(page.getByText('Admin token saved for this tab.')).toBeVisible();
    await expect(testButton(page, 'Monitoring Service', 'Start')).not.toHaveAttribute('aria-disabled', 'true');
  });

  test.describe
    .serial('with the admin token', () => {
      // The config form's rejected save and the refused second AI answer are 4xx answers.
      test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of (400|409)/ });

      test('Start then Stop monitoring updates the status card', async ({ page }) => {
        await openControlCenter(page);
        await saveAdminToken(page);
        const controls = page.getByRole('region', { name: 'Monitoring controls' });

        await controls.getByRole('button', { name: 'Start monitoring' }).click();
        await expect(statusValue(page, 'Monitoring')).toHaveText('Running');
        await expect(statusValue(page, 'Next run')).not.toHaveText('Not scheduled');

        await controls.getByRole('button', { name: 'Stop monitoring' }).click();
        await expect(statusValue(page, 'Monitoring')).toHaveText('Stopped');
        await expect(statusValue(page, 'Next run')).toHaveText('Not scheduled');
      });

      test("the config form shows the server's validation message and saves 15 minutes, 3 per hour", async ({
        page,
      }) => {
        await openControlCenter(page);
        await saveAdminToken(page);
        const controls = page.getByRole('region', { name: 'Monitoring controls' });
        const interval = controls.getByLabel('Interval (minutes)');

        await interval.fill('1');
        await controls.getByRole('button', { name: 'Save config' }).click();
        await expect(controls.getByText('proactiveEngagementInterval must be at least 5 minutes')).toBeVisible();
        await expect(interval).toHaveValue('1');
        await expect(statusValue(page, 'Interval')).not.toHaveText('Every 1 minutes');

        await interval.fill('15');
        await controls.getByLabel('Max engagements per hour').fill('3');
        await controls.getByRole('button', { name: 'Save config' }).click();
        await expect(statusValue(page, 'Interval')).toHaveText('Every 15 minutes');
        await expect(statusValue(page, 'Hourly cap')).toContainText('At most 3 per hour');
        await expect(controls.getByText('proactiveEngagementInterval must be at least 5 minutes')).toHaveCount(0);

        // The test button puts the defaults back.
        await runTest(page, 'Monitoring Service', 'Default config (30 min, 5/h)', '/monitoring/config');
        await expect(resultItems(page).first()).toContainText('Status 200');
        await expect(statusValue(page, 'Interval')).toHaveText('Every 30 minutes');
        await expect(interval).toHaveValue('30');
      });

      test('Generate response answers a fresh question, labelled as AI in the Proto Hub', async ({ page, request }) => {
        const question = await buildQuestion(request, {
          title: uniqueTitle('How should I run usability tests on my Figma design?'),
          content: 'I have a Figma design for a booking app and want to run usability tests with five people.',
          tags: ['design'],
        });
        await pinNewestUnanswered(page, request, question.id);
        await openControlCenter(page);
        await saveAdminToken(page);

        await runTest(page, 'AI Community Member', 'Generate response', '/ai-community-member/generate-response');
        const result = resultItems(page).first();
        await expect(result).toContainText('Status 201');
        await expect(result).toContainText('"outcome": "posted"');
        await expect(result).toContainText(`"questionId": "${question.id}"`);
        await expect(result).toContainText('"name": "Maya Rodriguez"');

        // A second try on the same question is refused by the one-answer rule.
        await runTest(page, 'Questions', 'AI engagement', '/questions/ai-engagement');
        await expect(resultItems(page).first()).toContainText('Status 409');
        await expect(resultItems(page).first()).toContainText(`Error: ${AI_MEMBER_MESSAGES.alreadyAnsweredByAi}`);

        const engagements = page.getByRole('list', { name: 'AI engagements' });
        const posted = engagements.getByRole('listitem').filter({ hasText: 'posted' }).first();
        await expect(posted).toContainText('Maya Rodriguez');
        await posted.getByRole('link', { name: 'View question' }).click();
        await expect(page).toHaveURL(new RegExp(`/proto-hub\\?question=${question.id}`));
        await expect(page.getByRole('heading', { level: 2, name: question.title })).toBeVisible();
        const answer = answerList(page).getByRole('listitem').filter({ hasText: 'Maya Rodriguez' });
        await expect(answer).toHaveCount(1);
        await expect(answer.getByText('AI', { exact: true })).toBeVisible();
      });

      test('a reported question appears under pending reports; Dismiss and Remove content resolve it', async ({
        page,
        request,
      }) => {
        const dismissed = await buildReportedQuestion(request, uniqueTitle('Looks like an advert'));
        const removed = await buildReportedQuestion(request, uniqueTitle('Offensive words in the title'));
        await openControlCenter(page);
        await saveAdminToken(page);
        const reports = page.getByRole('list', { name: 'Pending reports' });
        const byQuestion = (questionId: string) =>
          reports.getByRole('article').filter({ has: page.locator(`a[href*="${questionId}"]`) });

        await expect(byQuestion(dismissed.questionId)).toContainText('Question reported: Spam or advertising');
        await byQuestion(dismissed.questionId).getByRole('button', { name: 'Dismiss' }).click();
        await expect(byQuestion(dismissed.questionId)).toHaveCount(0);
        expect((await request.get(`/api/questions/${dismissed.questionId}`)).status()).toBe(200);

        await byQuestion(removed.questionId).getByRole('button', { name: 'Remove content' }).click();
        const dialog = page.getByRole('dialog', { name: 'Remove this question?' });
        await dialog.getByRole('button', { name: 'Remove content' }).click();
        await expect(byQuestion(removed.questionId)).toHaveCount(0);
        expect((await request.get(`/api/questions/${removed.questionId}`)).status()).toBe(404);
      });
    });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('has no sideways scroll, and a response scrolls inside its own box', async ({ page }) => {
      await openControlCenter(page);
      const hasSidewaysScroll = () =>
        page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
      expect(await hasSidewaysScroll()).toBe(false);

      await testButton(page, 'AI Community Member', 'Personas').click();
      await expect(page.getByText(/^Personas · 200 · \d+ ms$/)).toBeVisible();
      await expect(resultItems(page)).toHaveCount(1);
      const box = resultItems(page).first().getByRole('region');
      const scrolls = await box.evaluate((element) => element.scrollHeight > element.clientHeight);
      expect(scrolls).toBe(true);
      expect(await hasSidewaysScroll()).toBe(false);
    });
  });
});
