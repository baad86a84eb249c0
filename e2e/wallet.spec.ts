import { BOUNTY_MESSAGES } from '@app/shared/bounties/bounties.constants';
import {
  ADMIN_HEADERS,
  buildBounty,
  mySubmissions,
  openBounty,
  pageVisitorHeaders,
  submitWork,
} from './bounties-helpers.ts';
import { expect, test } from './fixtures.ts';

test.describe('rewards from the ledger', () => {
  test('work submitted in the page and approved by the admin shows in recent earnings and the claim card', async ({
    page,
    request,
  }) => {
    const bounty = await buildBounty(request, { reward: 65, title: `Approved work ${Date.now().toString(36)}` });
    await openBounty(page, bounty.title);
    await submitWork(page, bounty.title);
    await expect(page.getByText(BOUNTY_MESSAGES.submitted)).toBeVisible();

    const headers = await pageVisitorHeaders(page);
    const [submission] = await mySubmissions(request, headers);
    expect(submission?.bountyTitle).toBe(bounty.title);
    const approval = await request.post(`/api/submissions/${submission?.id}/approve`, { headers: ADMIN_HEADERS });
    expect(approval.status()).toBe(200);

    await page.goto('/code-contributions?tab=token');
    const earnings = page.getByRole('list', { name: 'Recent earnings' });
    await expect(earnings.getByRole('listitem')).toHaveCount(1);
    await expect(earnings.getByRole('listitem')).toContainText('Reward');
    await expect(earnings.getByRole('listitem')).toContainText('+65');
    const claim = page.getByRole('region', { name: 'Your approved rewards' });
    await expect(claim).toContainText('65 tokens');
    await expect(claim).toContainText('from 1 approved submission');
    await expect(claim).toContainText('paid into your balance automatically');

    // The bounty is finished: nobody can claim or submit any more.
    const card = await openBounty(page, bounty.title);
    await expect(card.getByText('Status: Completed')).toBeVisible();
    await expect(card.getByText('Completed by you')).toBeVisible();
    await expect(card.getByRole('button', { name: /Claim Bounty|Submit Work/ })).toHaveCount(0);
  });

  test('a new visitor has earned nothing yet', async ({ page }) => {
    await page.goto('/code-contributions?tab=token');
    await expect(page.getByText('No earnings yet')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your approved rewards' })).toContainText('0 tokens');
  });
});

test.describe('when the ledger cannot be read', () => {
  test.use({ allowConsoleErrors: /Failed to load resource/ });

  test('the live token figures show a banner, and Retry recovers', async ({ page }) => {
    let isDown = true;
    await page.route('**/api/token', (route) =>
      isDown
        ? route.fulfill({
            status: 503,
            json: { success: false, error: 'unavailable', message: 'The database is down.' },
          })
        : route.fallback(),
    );
    await page.goto('/code-contributions?tab=token');
    const live = page.getByRole('region', { name: 'On the ledger now' });
    await expect(live.getByRole('alert')).toContainText('The database is down.');
    // The spec's published figures do not depend on the ledger.
    await expect(page.getByRole('region', { name: 'PROTO token' }).getByText('$0.25')).toBeVisible();
    isDown = false;
    await live.getByRole('button', { name: 'Retry' }).click();
    await expect(live.getByText('In escrow')).toBeVisible();
    await expect(live.getByRole('alert')).toHaveCount(0);
  });

  test('recent earnings show a banner, and Retry recovers', async ({ page, request }) => {
    let isDown = true;
    await page.route('**/api/wallet/transactions?**', (route) =>
      isDown
        ? route.fulfill({ status: 500, json: { success: false, error: 'internal', message: 'Boom.' } })
        : route.fallback(),
    );
    // Transactions are read only for a visitor who has a token.
    const session = await request.post('/api/session');
    const { token } = (await session.json()) as { token: string };
    await page.addInitScript((value) => localStorage.setItem('visitor_token', value), token);
    await page.goto('/code-contributions?tab=token');
    const earnings = page.getByRole('region', { name: 'Recent earnings' });
    await expect(earnings.getByRole('alert')).toContainText('Boom.');
    isDown = false;
    await earnings.getByRole('button', { name: 'Retry' }).click();
    await expect(earnings.getByText('No earnings yet')).toBeVisible();
  });
});
