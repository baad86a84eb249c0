import { BOUNTY_MESSAGES, REPOSITORY } from '@app/shared/bounties/bounties.constants';
import { shortAddress, WALLET_MESSAGES } from '@app/shared/ledger/ledger.constants';
import {
  bountyCard,
  buildBounty,
  CONTRIBUTION_TABS,
  contributionTab,
  mySubmissions,
  newVisitorHeaders,
  openBounty,
  pageVisitorHeaders,
  SEEDED_BOUNTIES,
  scrollsSideways,
  submitWork,
} from './bounties-helpers.ts';
import { expect, test } from './fixtures.ts';

const FAILED_LOAD = /Failed to load resource/;

test.describe('the code contributions page', () => {
  test('each tab opens from the URL, and a click puts it there', async ({ page }) => {
    for (const tab of CONTRIBUTION_TABS) {
      await page.goto(`/code-contributions?tab=${tab.id}`);
      await expect(contributionTab(page, tab.label)).toHaveAttribute('aria-selected', 'true');
    }
    await page.goto('/code-contributions');
    await expect(page.getByRole('heading', { level: 1, name: 'Code Contribution Bounties' })).toBeVisible();
    await expect(contributionTab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
    await contributionTab(page, 'Active Bounties').click();
    await expect(page).toHaveURL(/tab=bounties/);
    await expect(bountyCard(page, SEEDED_BOUNTIES.darkMode)).toBeVisible();
    await contributionTab(page, 'Active Bounties').press('ArrowRight');
    await expect(contributionTab(page, 'How to Contribute')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=contribute/);
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the overview shows the repository, its tech stack and the contribution areas', async ({ page }) => {
    await page.goto('/code-contributions');
    await expect(page.getByRole('heading', { name: REPOSITORY.name })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tech stack' }).getByRole('listitem')).toHaveCount(
      REPOSITORY.techStack.length,
    );
    for (const area of ['Frontend', 'Backend', 'AI', 'DevOps', 'Mobile', 'Security']) {
      await expect(page.getByRole('heading', { name: area, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'See Backend bounties' }).click();
    await expect(page).toHaveURL(/tab=bounties&category=Backend/);
    await expect(bountyCard(page, SEEDED_BOUNTIES.rateLimiting)).toBeVisible();
    await expect(bountyCard(page, SEEDED_BOUNTIES.darkMode)).toHaveCount(0);
  });
});

test.describe('quick actions', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('fold away, link to the repository and copy the clone command', async ({ page }) => {
    await page.goto('/code-contributions');
    const toggle = page.getByRole('button', { name: 'Quick actions' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: /View Repository/ })).toHaveAttribute('href', REPOSITORY.url);
    await expect(page.getByRole('link', { name: /View Issues/ })).toHaveAttribute('href', REPOSITORY.issuesUrl);

    await page.getByRole('button', { name: 'Copy Clone Command' }).click();
    await expect(page.getByText(BOUNTY_MESSAGES.cloneCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(REPOSITORY.cloneCommand);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Copy Clone Command' })).toBeHidden();
  });

  test('each step of the guide copies its command; the FAQ gives the deadline and payout times', async ({ page }) => {
    await page.goto('/code-contributions?tab=contribute');
    const steps = page.getByRole('list', { name: 'From fork to pull request' }).getByRole('listitem');
    await expect(steps).toHaveCount(8);
    await page.getByRole('button', { name: 'Copy command for step 4' }).click();
    await expect(page.getByText('Command for step 4 copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install');
    await page.getByRole('button', { name: 'Copy command for step 3' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('git checkout -b bounty/your-bounty-name');

    await page.getByText('How long do I have to finish a bounty?').click();
    await expect(page.getByText(/about 2 weeks/)).toBeVisible();
    await page.getByText('When do I receive my tokens?').click();
    await expect(page.getByText(/24-48 hours after your pull request is merged/)).toBeVisible();
  });
});

test.describe('active bounties', () => {
  test('category, difficulty and search filter the list, alone and combined, and stay in the URL', async ({ page }) => {
    await page.goto('/code-contributions?tab=bounties');
    await expect(bountyCard(page, SEEDED_BOUNTIES.darkMode)).toBeVisible();

    await page.getByLabel('Category').selectOption('Backend');
    await expect(page).toHaveURL(/category=Backend/);
    await expect(bountyCard(page, SEEDED_BOUNTIES.rateLimiting)).toBeVisible();
    await expect(bountyCard(page, SEEDED_BOUNTIES.darkMode)).toHaveCount(0);

    await page.getByLabel('Category').selectOption('');
    await page.getByLabel('Difficulty').selectOption('Medium');
    await expect(bountyCard(page, SEEDED_BOUNTIES.aiChat)).toBeVisible();
    await expect(bountyCard(page, SEEDED_BOUNTIES.rateLimiting)).toHaveCount(0);

    await page.getByLabel('Category').selectOption('Frontend');
    await expect(bountyCard(page, SEEDED_BOUNTIES.formValidation)).toBeVisible();
    await expect(bountyCard(page, SEEDED_BOUNTIES.aiChat)).toHaveCount(0);
    await expect(bountyCard(page, SEEDED_BOUNTIES.darkMode)).toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel('Category')).toHaveValue('Frontend');
    await expect(page.getByLabel('Difficulty')).toHaveValue('Medium');
    await expect(bountyCard(page, SEEDED_BOUNTIES.formValidation)).toBeVisible();

    // Search matches skills too: Zod is only in Form Validation Library's skills.
    await page.getByLabel('Category').selectOption('');
    await page.getByLabel('Difficulty').selectOption('');
    const search = page.getByRole('searchbox', { name: 'Search bounties' });
    await search.fill('zod');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=zod/);
    await expect(bountyCard(page, SEEDED_BOUNTIES.formValidation)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);

    await page.getByLabel('Category').selectOption('Security');
    await expect(page.getByText(BOUNTY_MESSAGES.empty)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('a search that matches nothing says No bounties found', async ({ page }) => {
    await page.goto('/code-contributions?tab=bounties&q=no-such-bounty-anywhere');
    await expect(page.getByText(BOUNTY_MESSAGES.empty)).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(bountyCard(page, SEEDED_BOUNTIES.darkMode)).toBeVisible();
  });

  test('View Issue appears only where an issue exists, and opens it in a new tab', async ({ page }) => {
    await page.goto('/code-contributions?tab=bounties');
    const issue = bountyCard(page, SEEDED_BOUNTIES.darkMode).getByRole('link', { name: /View Issue/ });
    await expect(issue).toHaveAttribute('href', /^https:\/\/github\.com\/.+\/issues\/\d+$/);
    await expect(issue).toHaveAttribute('target', '_blank');
    await expect(issue).toHaveAttribute('rel', /noopener/);
    await expect(bountyCard(page, SEEDED_BOUNTIES.aiChat)).toBeVisible();
    await expect(bountyCard(page, SEEDED_BOUNTIES.aiChat).getByRole('link', { name: /View Issue/ })).toHaveCount(0);
  });

  test("another developer's claim shows Claimed, with no Claim Bounty or Submit Work", async ({ page }) => {
    await page.goto('/code-contributions?tab=bounties');
    const claimed = bountyCard(page, SEEDED_BOUNTIES.twoFactor);
    await expect(claimed.getByText('Claimed', { exact: true })).toBeVisible();
    await expect(claimed.getByRole('button', { name: /Claim Bounty/ })).toHaveCount(0);
    await expect(claimed.getByRole('button', { name: /Submit Work/ })).toHaveCount(0);
  });

  test('Claim Bounty claims for real: it survives a reload, and the claim can be released', async ({
    page,
    request,
  }) => {
    const bounty = await buildBounty(request);
    const card = await openBounty(page, bounty.title);
    await card.getByRole('button', { name: /Claim Bounty/ }).click();
    await expect(card.getByText('Claimed by you')).toBeVisible();
    await expect(page.getByText(`You claimed "${bounty.title}".`)).toBeVisible();

    await page.reload();
    await expect(card.getByText('Claimed by you')).toBeVisible();
    await expect(card.getByRole('button', { name: /Submit Work/ })).toBeVisible();

    await card.getByRole('button', { name: /Release claim/ }).click();
    await expect(card.getByRole('button', { name: /Claim Bounty/ })).toBeVisible();
    await page.reload();
    await expect(card.getByRole('button', { name: /Claim Bounty/ })).toBeVisible();
    await expect(card.getByText('Claimed by you')).toHaveCount(0);
  });

  test.describe('when someone else got there first', () => {
    test.use({ allowConsoleErrors: FAILED_LOAD });

    test("a claim shows the server's reason", async ({ page, request }) => {
      const bounty = await buildBounty(request);
      const card = await openBounty(page, bounty.title);
      const other = await newVisitorHeaders(request);
      expect((await request.post(`/api/bounties/${bounty.id}/claim`, { headers: other })).status()).toBe(200);

      await card.getByRole('button', { name: /Claim Bounty/ }).click();
      await expect(card.getByRole('alert')).toHaveText(BOUNTY_MESSAGES.claimedByOther);
      await expect(card.getByText('Claimed', { exact: true })).toBeVisible();
    });

    test('a submission is refused with the server message, and what was typed stays', async ({ page, request }) => {
      const bounty = await buildBounty(request);
      await openBounty(page, bounty.title);
      const other = await newVisitorHeaders(request);
      expect((await request.post(`/api/bounties/${bounty.id}/claim`, { headers: other })).status()).toBe(200);

      const dialog = await submitWork(page, bounty.title, 'https://github.com/me/platform/pull/8');
      await expect(dialog.getByRole('alert')).toContainText(BOUNTY_MESSAGES.submitFailed);
      await expect(dialog.getByRole('alert')).toContainText(BOUNTY_MESSAGES.notOpen);
      await expect(dialog.getByLabel('Submission URL')).toHaveValue('https://github.com/me/platform/pull/8');
      await expect(dialog.getByLabel('Description')).toHaveValue('Built it, with tests.');
    });
  });

  test('Submit Work checks both fields, then submits and the bounty moves to In Progress', async ({
    page,
    request,
  }) => {
    const bounty = await buildBounty(request);
    const card = await openBounty(page, bounty.title);
    await card.getByRole('button', { name: /Submit Work/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Work' });
    await expect(dialog).toContainText(bounty.title);
    await expect(dialog.getByLabel('Submission URL')).toHaveAttribute('type', 'url');

    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(dialog.getByText(BOUNTY_MESSAGES.urlRequired)).toBeVisible();
    await expect(dialog.getByText(BOUNTY_MESSAGES.descriptionRequired)).toBeVisible();

    await dialog.getByLabel('Submission URL').fill('http://example.com/pr/1');
    await dialog.getByLabel('Description').fill('Shortcuts for j, k and ?, with tests.');
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(dialog.getByText(BOUNTY_MESSAGES.urlHttps)).toBeVisible();
    await expect(dialog.getByText(BOUNTY_MESSAGES.descriptionRequired)).toHaveCount(0);

    await dialog.getByLabel('Submission URL').fill('https://github.com/me/platform/pull/1');
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText(BOUNTY_MESSAGES.submitted)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('In Progress')).toBeVisible();
    await expect(card.getByRole('button', { name: /Submit Work/ })).toHaveCount(0);

    const submissions = await mySubmissions(request, await pageVisitorHeaders(page));
    expect(submissions).toEqual([expect.objectContaining({ bountyTitle: bounty.title, status: 'Pending' })]);
  });

  test.describe('when the network fails', () => {
    test.use({ allowConsoleErrors: FAILED_LOAD });

    test('a submission that never reaches the server says so and keeps the values', async ({ page, request }) => {
      const bounty = await buildBounty(request);
      await openBounty(page, bounty.title);
      await page.route('**/api/bounties/*/submissions', (route) => route.abort('failed'));
      const dialog = await submitWork(page, bounty.title);
      await expect(dialog.getByRole('alert')).toHaveText(BOUNTY_MESSAGES.submitError);
      await expect(dialog.getByLabel('Submission URL')).toHaveValue('https://github.com/me/platform/pull/7');

      // The same submission goes through once the network is back.
      await page.unroute('**/api/bounties/*/submissions');
      await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(page.getByText(BOUNTY_MESSAGES.submitted)).toBeVisible();
      await expect(bountyCard(page, bounty.title).getByText('In Progress')).toBeVisible();
    });

    test('a list that cannot load shows a banner, and Retry recovers', async ({ page }) => {
      let isDown = true;
      await page.route('**/api/bounties?**', (route) =>
        isDown
          ? route.fulfill({
              status: 500,
              json: { success: false, error: 'internal', message: 'Something went wrong on our side.' },
            })
          : route.fallback(),
      );
      await page.goto('/code-contributions?tab=bounties&category=Frontend');
      await expect(page.getByText(BOUNTY_MESSAGES.loading)).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('Something went wrong on our side.');
      isDown = false;
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(bountyCard(page, SEEDED_BOUNTIES.darkMode)).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
});

test.describe('the platform token tab', () => {
  test('shows the published figures and what the ledger holds now', async ({ page }) => {
    await page.goto('/code-contributions?tab=token');
    const published = page.getByRole('region', { name: 'PROTO token' });
    for (const figure of ['$0.25', '1,000,000', '250,000', '50,000', '$250,000']) {
      await expect(published.getByText(figure, { exact: true }).first()).toBeVisible();
    }
    const live = page.getByRole('region', { name: 'On the ledger now' });
    for (const label of ['Circulating', 'Staked', 'Bounty pool', 'In escrow']) {
      await expect(live.getByText(label, { exact: true })).toBeVisible();
    }
    for (const range of ['25-75', '75-150', '150-300']) await expect(page.getByText(range)).toBeVisible();
    await expect(page.getByText('No earnings yet')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your approved rewards' })).toContainText('0 tokens');
    await expect(page.getByRole('link', { name: 'Open your token wallet' })).toHaveAttribute(
      'href',
      '/gamification?tab=wallet',
    );
  });

  test('connects a wallet address after checking it, and disconnects', async ({ page }) => {
    await page.goto('/code-contributions?tab=token');
    const field = page.getByLabel('Wallet address');
    await field.fill('0x1234');
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(page.getByText(WALLET_MESSAGES.invalidAddress)).toBeVisible();

    // Mixed case must carry a valid checksum.
    await field.fill(`0xAbC${'d'.repeat(37)}`);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(page.getByText(WALLET_MESSAGES.badChecksum)).toBeVisible();

    const address = `0x${Array.from({ length: 40 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('')}`;
    await field.fill(address);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(page.getByText(shortAddress(address))).toBeVisible();
    await page.reload();
    await expect(page.getByText(shortAddress(address))).toBeVisible();

    await page.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByLabel('Wallet address')).toBeVisible();
    await expect(page.getByText(shortAddress(address))).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no tab scrolls sideways', async ({ page }) => {
    for (const tab of CONTRIBUTION_TABS) {
      await page.goto(`/code-contributions?tab=${tab.id}`);
      await expect(contributionTab(page, tab.label)).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      expect(await scrollsSideways(page), `${tab.label} scrolls sideways`).toBe(false);
    }
  });
});
