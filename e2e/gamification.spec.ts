import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  ACHIEVEMENT_NAMES,
  approveSubmission,
  createBounty,
  gate,
  hasSidewaysScroll,
  mySubmissions,
  publishJobs,
  REWARDS,
  rejectSubmission,
  startVisitor,
  submitWork,
  TABS,
  tab,
  totalPoints,
} from './gamification-helpers.ts';

const panel = (page: Page) => page.getByRole('tabpanel');
const achievement = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const reward = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
/** The value of a labelled number on My Progress (a dt/dd pair). */
const stat = (page: Page, label: string) =>
  page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');
const periodButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Resolves when the page asks the API for the leaderboard of this period. */
const leaderboardRequest = (page: Page, period: string) =>
  page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/gamification/leaderboard' && url.searchParams.get('period') === period;
  });

test.describe('the gamification page tabs', () => {
  test('each tab opens from the URL', async ({ page }) => {
    for (const { id, label } of TABS) {
      await page.goto(`/gamification?tab=${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Developer Gamification' })).toBeVisible();
      await expect(tab(page, label)).toHaveAttribute('aria-selected', 'true');
      await expect(panel(page)).toBeVisible();
    }
    await page.goto('/gamification?tab=nonsense');
    await expect(tab(page, 'My Progress')).toHaveAttribute('aria-selected', 'true');
  });

  test('clicking a tab opens it and puts it in the URL; Back to Home leaves', async ({ page }) => {
    await page.goto('/gamification');
    await expect(tab(page, 'My Progress')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tablist', { name: 'Gamification sections' }).getByRole('tab')).toHaveText(
      TABS.map((item) => item.label),
    );
    for (const { id, label } of [...TABS.slice(1), TABS[0]]) {
      await tab(page, label).click();
      await expect(page).toHaveURL(new RegExp(`[?&]tab=${id}(&|$)`));
      await expect(tab(page, label)).toHaveAttribute('aria-selected', 'true');
    }
    // Arrow keys move between the tabs (real ARIA tabs).
    await tab(page, 'My Progress').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Achievements')).toBeFocused();
    await expect(tab(page, 'Achievements')).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('a new visitor', () => {
  test('has 0 points, level 0 Rookie and 500 points to level 1, with where to earn points', async ({ page }) => {
    await page.goto('/gamification?tab=progress');
    const progressBar = page.getByRole('progressbar', { name: 'Progress to level 1' });
    await expect(progressBar).toHaveAttribute('aria-valuenow', '0');
    await expect(progressBar).toHaveAttribute('aria-valuemin', '0');
    await expect(progressBar).toHaveAttribute('aria-valuemax', '500');
    await expect(progressBar).toHaveAttribute('aria-valuetext', '500 points to level 1');
    await expect(page.getByText('500 points to level 1', { exact: true })).toBeVisible();
    await expect(page.getByText('Level 0 · Rookie')).toBeVisible();
    for (const label of ['Total points', 'Badges earned', 'Tasks completed', 'Projects created', 'Community help']) {
      await expect(stat(page, label)).toHaveText('0');
    }
    const earn = page.getByRole('region', { name: 'How to Earn Points' });
    for (const range of ['10-50 points', '100-500 points', '25-100 points', '5-25 points']) {
      await expect(earn.getByText(range, { exact: true })).toBeVisible();
    }
    await expect(earn.getByRole('link', { name: 'Task Manager' })).toHaveAttribute('href', '/task-manager');
    await expect(earn.getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/post-job');
    await expect(earn.getByRole('link', { name: 'Proto Hub' }).first()).toHaveAttribute('href', '/proto-hub');
    await expect(earn.getByRole('link', { name: 'AI Assistant' })).toHaveAttribute('href', '/chat');
    await earn.getByRole('link', { name: 'Task Manager' }).click();
    await expect(page).toHaveURL(/\/task-manager$/);
  });

  test('sees all eight achievements, none earned, each with its progress', async ({ page }) => {
    await page.goto('/gamification?tab=achievements');
    const list = page.getByRole('list', { name: 'Achievements' });
    await expect(list.getByRole('listitem')).toHaveCount(8);
    await expect(page.getByText('0 of 8 earned')).toBeVisible();
    for (const name of ACHIEVEMENT_NAMES) {
      const item = achievement(page, name);
      await expect(item.getByText('Not earned yet')).toBeVisible();
      await expect(item.getByRole('progressbar', { name: `${name} progress` })).toHaveAttribute('aria-valuenow', '0');
    }
    await expect(achievement(page, 'Task Master').getByText('0 / 10')).toBeVisible();
    await expect(achievement(page, 'Task Master').getByText('+200 points')).toBeVisible();

    await periodButton(page, 'Projects').click();
    await expect(periodButton(page, 'Projects')).toHaveAttribute('aria-pressed', 'true');
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(achievement(page, 'Prototype Pro')).toBeVisible();
    await expect(achievement(page, 'First Steps')).toHaveCount(0);
  });

  test('sees every reward locked, with the points still needed', async ({ page }) => {
    await page.goto('/gamification?tab=rewards');
    await expect(page.getByRole('list', { name: 'Rewards' }).getByRole('listitem')).toHaveCount(6);
    for (const { name, points } of REWARDS) {
      const item = reward(page, name);
      await expect(item.getByText(`Locked: ${points.toLocaleString('en-US')} more points needed`)).toBeVisible();
      await expect(item.getByRole('button', { name: 'Claim Reward' })).toHaveCount(0);
    }
    await expect(reward(page, 'Priority Support').getByText('Common', { exact: true })).toBeVisible();
    await expect(reward(page, 'Early Access').getByText('Rare', { exact: true })).toBeVisible();
    await expect(reward(page, 'Mentorship Program').getByText('Epic', { exact: true })).toBeVisible();
    await expect(reward(page, 'Platform Ambassador').getByText('Legendary', { exact: true })).toBeVisible();
  });
});

test.describe('the leaderboard', () => {
  test('switches period for real and shows the seeded developers', async ({ page, request }) => {
    const expected = async (period: string) => {
      const response = await request.get(`/api/gamification/leaderboard?period=${period}`);
      return ((await response.json()) as { leaderboard: { name: string }[] }).leaderboard;
    };
    const allTime = await expected('all');
    expect(allTime.length).toBeGreaterThan(0);

    const first = leaderboardRequest(page, 'all');
    await page.goto('/gamification?tab=leaderboard');
    await first;
    const list = page.getByRole('list', { name: 'Top developers, All Time' });
    await expect(list.getByRole('listitem')).toHaveCount(allTime.length);
    await expect(list.getByRole('listitem').first()).toContainText(allTime[0]?.name ?? '');
    await expect(list.getByRole('img', { name: 'Gold medal, rank 1' })).toBeVisible();
    await expect(periodButton(page, 'All Time')).toHaveAttribute('aria-pressed', 'true');

    for (const [period, label] of [
      ['week', 'This Week'],
      ['month', 'This Month'],
    ] as const) {
      const fetched = leaderboardRequest(page, period);
      await periodButton(page, label).click();
      await fetched;
      await expect(periodButton(page, label)).toHaveAttribute('aria-pressed', 'true');
      await expect(periodButton(page, 'All Time')).toHaveAttribute('aria-pressed', 'false');
      await expect(page).toHaveURL(new RegExp(`period=${period}`));
      const rows = await expected(period);
      const shown = page.getByRole('list', { name: `Top developers, ${label}` });
      if (rows.length > 0) {
        await expect(shown.getByRole('listitem')).toHaveCount(rows.length);
        await expect(shown.getByRole('listitem').first()).toContainText(rows[0]?.name ?? '');
      } else {
        await expect(page.getByText('No points earned in this period yet.')).toBeVisible();
      }
    }

    // The period survives a reload: it lives in the URL.
    await page.reload();
    await expect(periodButton(page, 'This Month')).toHaveAttribute('aria-pressed', 'true');
  });

  test('says it is loading at first, then keeps the shown list while the next period loads', async ({ page }) => {
    const gates = { all: gate(), week: gate() };
    await page.route(
      (url) => url.pathname === '/api/gamification/leaderboard',
      async (route) => {
        const period = new URL(route.request().url()).searchParams.get('period');
        if (period === 'all' || period === 'week') await gates[period].promise;
        await route.fallback();
      },
    );
    await page.goto('/gamification?tab=leaderboard');
    await expect(page.getByRole('status').filter({ hasText: 'Loading leaderboard...' })).toBeVisible();
    gates.all.resolve();
    const allTime = page.getByRole('list', { name: 'Top developers, All Time' });
    await expect(allTime.getByRole('listitem').first()).toBeVisible();

    await periodButton(page, 'This Week').click();
    await expect(periodButton(page, 'This Week')).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.locator('[aria-busy="true"]').getByRole('list', { name: 'Top developers, All Time' }),
    ).toBeVisible();
    await expect(page.getByText('Loading leaderboard...')).toHaveCount(0);
    gates.week.resolve();
    await expect(page.getByRole('list', { name: 'Top developers, This Week' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test("highlights the visitor's own row as You", async ({ page, request }) => {
    const visitor = await startVisitor(page, request);
    await publishJobs(request, visitor, 1);
    await page.goto('/gamification?tab=leaderboard&period=week');
    const mine = page.locator('li[aria-current="true"]');
    await expect(mine).toHaveCount(1);
    await expect(mine.getByText('You', { exact: true })).toBeVisible();
    await expect(mine).toContainText('100');
    await expect(mine).toContainText('Level 0 · Rookie');
  });
});

test.describe('claiming rewards', () => {
  test('after earning 500 points Priority Support can be claimed, once', async ({ page, request }) => {
    const visitor = await startVisitor(page, request);
    await publishJobs(request, visitor, 5);
    expect(await totalPoints(request, visitor)).toBe(500);

    await page.goto('/gamification?tab=progress');
    await expect(page.getByText('Level 1 · Bronze')).toBeVisible();
    await expect(page.getByText('500 points to level 2', { exact: true })).toBeVisible();

    await tab(page, 'Rewards').click();
    const priority = reward(page, 'Priority Support');
    await expect(reward(page, 'Early Access').getByText('Locked: 500 more points needed')).toBeVisible();
    await priority.getByRole('button', { name: 'Claim Reward' }).click();
    await expect(priority.getByText('Claimed', { exact: true })).toBeVisible();
    await expect(priority.getByRole('button', { name: 'Claim Reward' })).toHaveCount(0);
    await expect(page.getByText('Priority Support claimed!')).toBeVisible();

    await page.reload();
    await expect(reward(page, 'Priority Support').getByText('Claimed', { exact: true })).toBeVisible();
    await expect(reward(page, 'Priority Support').getByRole('button', { name: 'Claim Reward' })).toHaveCount(0);
    const again = await request.post('/api/gamification/rewards/priority-support/claim', {
      headers: { ...visitor, 'idempotency-key': crypto.randomUUID() },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe('You have already claimed this reward.');
  });

  test.describe('when the server refuses', () => {
    test.use({ allowConsoleErrors: /Failed to load resource/ });

    test("shows the server's reason and the reward's real state", async ({ page, request }) => {
      const visitor = await startVisitor(page, request);
      await publishJobs(request, visitor, 5);
      await page.goto('/gamification?tab=rewards');
      const priority = reward(page, 'Priority Support');
      await expect(priority.getByRole('button', { name: 'Claim Reward' })).toBeVisible();

      // Claimed meanwhile from another tab: the button on this page is out of date.
      const elsewhere = await request.post('/api/gamification/rewards/priority-support/claim', {
        headers: { ...visitor, 'idempotency-key': crypto.randomUUID() },
      });
      expect(elsewhere.status()).toBe(200);
      await priority.getByRole('button', { name: 'Claim Reward' }).click();
      await expect(priority.getByRole('alert')).toHaveText('You have already claimed this reward.');
      await expect(priority.getByText('Claimed', { exact: true })).toBeVisible();
    });
  });
});

test.describe('bounties, wallet and submissions', () => {
  test('work submitted on the Bounties tab shows Under Review, then Rejected with the notes', async ({
    page,
    request,
  }) => {
    const visitor = await startVisitor(page, request);
    const bounty = await createBounty(request, { title: `Keyboard shortcuts ${crypto.randomUUID().slice(0, 8)}` });
    await page.goto(`/gamification?tab=bounties`);
    await page.getByRole('searchbox', { name: 'Search bounties' }).fill(bounty.title);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    const card = page.getByRole('article', { name: bounty.title });
    await card.getByRole('button', { name: `Submit Work: ${bounty.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Work' });
    await dialog.getByLabel('Submission URL').fill('https://github.com/example/platform/pull/7');
    await dialog.getByLabel('Description').fill('Shortcuts for every list, with a help overlay.');
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText('Submission successful! Your work is now under review.')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await tab(page, 'Submissions').click();
    const submission = page.getByRole('article', { name: bounty.title });
    await expect(submission.getByText('Under Review')).toBeVisible();

    const [mine] = await mySubmissions(request, visitor);
    expect(mine?.bountyTitle).toBe(bounty.title);
    await rejectSubmission(request, mine?.id ?? '', 'Please add tests for the help overlay.');
    await page.reload();
    await expect(submission.getByText('Rejected')).toBeVisible();
    await expect(submission.getByText('Please add tests for the help overlay.')).toBeVisible();
  });

  test('an approved reward can be staked and unstaked, with the amount checks', async ({ page, request }) => {
    const visitor = await startVisitor(page, request);
    const bounty = await createBounty(request, { reward: 120 });
    const submission = await submitWork(request, visitor, bounty.id);
    await approveSubmission(request, submission.id);

    await page.goto('/gamification?tab=wallet');
    const wallet = panel(page);
    await expect(stat(page, 'Balance')).toHaveText('120 tokens');
    await expect(stat(page, 'Total Earned')).toHaveText('120 tokens');

    const amount = wallet.getByRole('textbox', { name: 'Amount' });
    const stake = wallet.getByRole('button', { name: 'Stake', exact: true });
    const unstake = wallet.getByRole('button', { name: 'Unstake', exact: true });
    await amount.fill('0');
    await stake.click();
    await expect(wallet.getByText('Enter an amount above 0.')).toBeVisible();
    await amount.fill('500');
    await stake.click();
    await expect(wallet.getByText('You can stake at most your available balance of 120 tokens.')).toBeVisible();
    await expect(amount).toHaveValue('500');

    await amount.fill('50');
    await stake.click();
    await expect(stat(page, 'Staked')).toHaveText('50 tokens');
    await expect(stat(page, 'Balance')).toHaveText('70 tokens');
    await expect(amount).toHaveValue('');

    await amount.fill('80');
    await unstake.click();
    await expect(wallet.getByText('You can unstake at most your staked 50 tokens.')).toBeVisible();
    await amount.fill('20');
    await unstake.click();
    await expect(stat(page, 'Staked')).toHaveText('30 tokens');
    await expect(stat(page, 'Balance')).toHaveText('90 tokens');

    // Newest first.
    const transactions = wallet.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
    await expect(transactions).toHaveCount(3);
    await expect(transactions).toContainText(['Unstake', 'Stake', 'Reward']);
  });
});

test.describe('when the progress cannot load', () => {
  test.use({ allowConsoleErrors: /Failed to load resource/ });

  test('shows a banner and Retry recovers', async ({ page }) => {
    let failing = true;
    await page.route('**/api/gamification/progress', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            json: { success: false, error: 'internal_error', message: 'Something went wrong on our side.' },
          })
        : route.fallback(),
    );
    await page.goto('/gamification');
    const banner = page.getByRole('alert').filter({ hasText: 'Could not load your progress.' });
    await expect(banner).toContainText('Something went wrong on our side.');
    failing = false;
    await banner.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('500 points to level 1', { exact: true })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no tab scrolls sideways', async ({ page }) => {
    for (const { id, label } of TABS) {
      await page.goto(`/gamification?tab=${id}`);
      await expect(tab(page, label)).toHaveAttribute('aria-selected', 'true');
      // The tab row scrolls sideways on its own; the open tab is scrolled into sight.
      await expect(tab(page, label)).toBeInViewport();
      await expect(panel(page).getByRole('status')).toHaveCount(0);
      expect(await hasSidewaysScroll(page), `${label} scrolls sideways`).toBe(false);
    }
  });
});
