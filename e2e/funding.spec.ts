import { FUNDING_MESSAGES } from '@app/shared/funding/funding.constants';
import { expect, test } from './fixtures.ts';
import {
  FUNDING_PATH,
  fundingPanel,
  hasSidewaysScroll,
  INTENTS_POST,
  intentsList,
  openFunding,
  POOLS,
  rejection,
  resultCard,
  resultValue,
  submitButton,
} from './funding-helpers.ts';

const NEUTRAL = 'Enter an amount to see your results';
const FAILED_LOAD = /Failed to load resource/;

test.describe('the funding simulator', () => {
  test('opens on Fund Tech Projects with its defaults, labelled as a simulator', async ({ page }) => {
    await openFunding(page);
    await expect(page.getByRole('note')).toContainText('This is a simulator.');
    await expect(page.getByRole('note')).toContainText('no real money or crypto moves');
    await expect(page.getByRole('tab', { name: 'Fund Tech Projects' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Get Project Funding' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Provide Liquidity' })).toBeVisible();

    const stats = page.getByRole('region', { name: 'Funding statistics' });
    await expect(stats).toContainText('Total lending TVL$11.5M');
    await expect(stats).toContainText('Total liquidity TVL$41.6M');
    await expect(stats).toContainText('Best APY25.7%');

    const lend = fundingPanel(page, 'lend');
    await expect(lend.getByLabel('Project category')).toHaveValue('software');
    await expect(lend.getByLabel('Risk level')).toHaveValue('medium');
    await expect(lend.getByLabel('Risk level').locator('option:checked')).toHaveText('Medium (1.2x)');
    await expect(lend.getByLabel('Duration')).toHaveValue('6');
    await expect(lend.getByLabel('Amount (ETH)')).toHaveAttribute('inputmode', 'decimal');
    const pool = lend.getByRole('definition');
    await expect(pool.filter({ hasText: '12.5%' }).first()).toBeVisible();
    await expect(lend.getByLabel('Lending pool')).toContainText('$2.4M');
    await expect(lend.getByLabel('Lending pool')).toContainText('1,200 ETH');
    await expect(resultCard(page, 'lend')).toContainText(NEUTRAL);

    await expect(page.getByRole('heading', { name: 'How the simulator works' })).toBeVisible();
    for (const category of ['Software', 'AI', 'Blockchain', 'Automation']) {
      await expect(page.getByRole('heading', { level: 3, name: category, exact: true })).toBeVisible();
    }
  });

  test('the tab lives in the URL, and switching tabs keeps what was typed', async ({ page }) => {
    await openFunding(page);
    await fundingPanel(page, 'lend').getByLabel('Amount (ETH)').fill('3');
    await page.getByRole('tab', { name: 'Get Project Funding' }).click();
    await expect(page).toHaveURL(/tab=borrow/);
    await expect(fundingPanel(page, 'lend')).toBeHidden();
    await page.getByRole('tab', { name: 'Get Project Funding' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Provide Liquidity' })).toBeFocused();
    await expect(page).toHaveURL(/tab=provide/);
    await page.getByRole('tab', { name: 'Fund Tech Projects' }).click();
    await expect(fundingPanel(page, 'lend').getByLabel('Amount (ETH)')).toHaveValue('3');

    await openFunding(page, 'provide');
    await expect(page.getByRole('tab', { name: 'Provide Liquidity' })).toHaveAttribute('aria-selected', 'true');
  });

  test('lending: 10 ETH in software at medium risk for 6 months pays 15% and 0.75 ETH', async ({ page }) => {
    await openFunding(page);
    const lend = fundingPanel(page, 'lend');
    await lend.getByLabel('Amount (ETH)').fill('10');
    // 12.5% x 1.2 = 15%; 10 x 15% x 6/12 = 0.75 ETH.
    await expect(resultValue(page, 'lend', 'Lender APY')).toHaveText('15.0%');
    await expect(resultValue(page, 'lend', 'Expected return')).toHaveText('0.75 ETH');
    await expect(resultValue(page, 'lend', 'Total at maturity')).toHaveText('10.75 ETH');

    // 12.5% x 1.5 = 18.75%; 10 x 18.75% x 6/12 = 0.9375 ETH.
    await lend.getByLabel('Risk level').selectOption('high');
    await expect(resultValue(page, 'lend', 'Lender APY')).toHaveText('18.75%');
    await expect(resultValue(page, 'lend', 'Expected return')).toHaveText('0.9375 ETH');

    // AI: 15.8% x 1.5 = 23.7%; 10 x 23.7% x 12/12 = 2.37 ETH.
    await lend.getByLabel('Project category').selectOption('ai');
    await lend.getByLabel('Duration').selectOption('12');
    await expect(lend.getByLabel('Lending pool')).toContainText('1,800 ETH');
    await expect(resultValue(page, 'lend', 'Lender APY')).toHaveText('23.7%');
    await expect(resultValue(page, 'lend', 'Expected return')).toHaveText('2.37 ETH');
    await expect(resultValue(page, 'lend', 'Total at maturity')).toHaveText('12.37 ETH');
  });

  test('borrowing: $12,000 in software at development for 12 months', async ({ page }) => {
    await openFunding(page, 'borrow');
    const borrow = fundingPanel(page, 'borrow');
    await expect(borrow.getByLabel('Borrowing terms')).toContainText('$50,000');
    await expect(borrow.getByLabel('Borrowing terms')).toContainText('120%');
    await expect(borrow.getByLabel('Project stage').locator('option:checked')).toHaveText('Development (+0%)');
    await expect(borrow.getByLabel('Collateral asset', { exact: true })).toHaveValue('ETH');
    await expect(borrow.getByRole('definition').filter({ hasText: '$2,000 per ETH' })).toBeVisible();

    await borrow.getByLabel('Amount (US dollars)').fill('12,000');
    await expect(resultValue(page, 'borrow', 'Interest rate')).toHaveText('8.5%');
    await expect(resultValue(page, 'borrow', 'Monthly payment')).toHaveText('$1,046.64');
    await expect(resultValue(page, 'borrow', 'Total interest')).toHaveText('$559.65');
    // 12,000 x 120% / 80% LTV = $18,000 = 9 ETH at $2,000.
    await expect(resultValue(page, 'borrow', 'Collateral needed')).toHaveText('9 ETH ($18,000.00)');

    // USDC: 12,000 x 120% / 95% = $15,157.90, rounded up.
    await borrow.getByLabel('Collateral asset', { exact: true }).selectOption('USDC');
    await expect(resultValue(page, 'borrow', 'Collateral needed')).toHaveText('15,157.8948 USDC ($15,157.90)');
    await expect(borrow.getByLabel('Collateral amount (USDC)')).toBeVisible();
  });

  test('the stage and a working prototype change the rate live', async ({ page }) => {
    await openFunding(page, 'borrow');
    const borrow = fundingPanel(page, 'borrow');
    await borrow.getByLabel('Amount (US dollars)').fill('12000');
    await expect(resultValue(page, 'borrow', 'Interest rate')).toHaveText('8.5%');

    await borrow.getByLabel('Project stage').selectOption('idea');
    await expect(resultValue(page, 'borrow', 'Interest rate')).toHaveText('10.5%');
    await expect(resultValue(page, 'borrow', 'Monthly payment')).toHaveText('$1,057.78');

    await borrow.getByLabel('I have a working prototype').check();
    await expect(resultValue(page, 'borrow', 'Interest rate')).toHaveText('10.0%');
    await expect(resultValue(page, 'borrow', 'Total interest')).toHaveText('$659.89');

    await borrow.getByLabel('Project stage').selectOption('launch');
    await expect(resultValue(page, 'borrow', 'Interest rate')).toHaveText('6.0%');
    await expect(resultValue(page, 'borrow', 'Monthly payment')).toHaveText('$1,032.80');
  });

  test('liquidity: 5 ETH in software for 12 months reaches Silver', async ({ page }) => {
    await openFunding(page, 'provide');
    const provide = fundingPanel(page, 'provide');
    await expect(provide.getByLabel('Duration')).toHaveValue('12');
    await expect(provide.getByLabel('Liquidity pool')).toContainText('$2.1M');
    await expect(provide.getByLabel('Liquidity pool')).toContainText('Medium');
    await expect(provide.getByRole('listitem', { name: 'Platinum' })).toContainText('From 50 ETH');

    await provide.getByLabel('Amount (ETH)').fill('5');
    // 18.5% + 2% Silver bonus = 20.5%; 5 x 20.5% = 1.025 ETH.
    await expect(provide.getByRole('listitem', { name: 'Silver (your tier)' })).toHaveAttribute('aria-current', 'true');
    await expect(resultValue(page, 'provide', 'Tier')).toHaveText('Silver (+2%)');
    await expect(resultValue(page, 'provide', 'APY')).toHaveText('20.5%');
    await expect(resultValue(page, 'provide', 'Projected earnings')).toHaveText('1.025 ETH');

    // 18.5% + 5% Gold bonus = 23.5%; 15 x 23.5% = 3.525 ETH.
    await provide.getByLabel('Amount (ETH)').fill('15');
    await expect(provide.getByRole('listitem', { name: 'Gold (your tier)' })).toBeVisible();
    await expect(provide.getByRole('listitem', { name: 'Silver' })).not.toHaveAttribute('aria-current', 'true');
    await expect(resultValue(page, 'provide', 'APY')).toHaveText('23.5%');
    await expect(resultValue(page, 'provide', 'Projected earnings')).toHaveText('3.525 ETH');
  });
});

test.describe('the funding forms say what is wrong', () => {
  test('an amount that is not a number, or is 0', async ({ page }) => {
    await openFunding(page);
    const amount = fundingPanel(page, 'lend').getByLabel('Amount (ETH)');
    await amount.fill('abc');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(FUNDING_MESSAGES.amountNumber);
    await expect(resultCard(page, 'lend')).toContainText(NEUTRAL);

    await amount.fill('0');
    await expect(amount).toHaveAccessibleDescription(FUNDING_MESSAGES.amountPositive);
    await amount.fill('2.5');
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await expect(resultValue(page, 'lend', 'Expected return')).toHaveText('0.1875 ETH');
  });

  test('submitting an empty form points at the amount', async ({ page }) => {
    await openFunding(page);
    await submitButton(page, 'lend').click();
    const amount = fundingPanel(page, 'lend').getByLabel('Amount (ETH)');
    await expect(amount).toHaveAccessibleDescription(FUNDING_MESSAGES.amountRequired);
    await expect(amount).toBeFocused();
  });

  test('a loan above the category maximum, and not enough collateral', async ({ page }) => {
    await openFunding(page, 'borrow');
    const borrow = fundingPanel(page, 'borrow');
    const amount = borrow.getByLabel('Amount (US dollars)');
    await amount.fill('60000');
    await expect(amount).toHaveAccessibleDescription('The maximum loan for Software projects is $50,000');
    await expect(resultCard(page, 'borrow')).toContainText(NEUTRAL);
    // A bigger category allows it.
    await borrow.getByLabel('Project category').selectOption('ai');
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await borrow.getByLabel('Project category').selectOption('software');

    await amount.fill('12000');
    const collateral = borrow.getByLabel('Collateral amount (ETH)');
    await collateral.fill('5');
    await expect(collateral).toHaveAccessibleDescription('Not enough collateral: you need at least 9 ETH');
    await expect(resultValue(page, 'borrow', 'Collateral needed')).toHaveText('9 ETH ($18,000.00)');
    await collateral.fill('9');
    await expect(collateral).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('liquidity below 1 ETH', async ({ page }) => {
    await openFunding(page, 'provide');
    const amount = fundingPanel(page, 'provide').getByLabel('Amount (ETH)');
    await amount.fill('0.5');
    await expect(amount).toHaveAccessibleDescription(FUNDING_MESSAGES.minLiquidity);
    await expect(resultCard(page, 'provide')).toContainText(NEUTRAL);
    await expect(fundingPanel(page, 'provide').locator('[aria-current="true"]')).toHaveCount(0);
  });

  test.describe('when the server refuses', () => {
    test.use({ allowConsoleErrors: FAILED_LOAD });

    test("the server's field messages show on the fields", async ({ page }) => {
      await page.route(INTENTS_POST, (route) =>
        route.request().method() === 'POST'
          ? route.fulfill(rejection([{ path: 'input.amount', message: FUNDING_MESSAGES.maxEth }]))
          : route.fallback(),
      );
      await openFunding(page);
      const amount = fundingPanel(page, 'lend').getByLabel('Amount (ETH)');
      await amount.fill('10');
      await submitButton(page, 'lend').click();
      await expect(amount).toHaveAccessibleDescription(FUNDING_MESSAGES.maxEth);
      await expect(amount).toHaveValue('10');
      // The server's message stays until the field changes.
      await amount.fill('11');
      await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    });
  });
});

test.describe('recording an intent', () => {
  test('a lend is recorded, listed, and still there after a reload', async ({ page }) => {
    await openFunding(page);
    await expect(intentsList(page)).toContainText('No intents recorded yet');
    await fundingPanel(page, 'lend').getByLabel('Amount (ETH)').fill('10');
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/funding/intents'),
    );
    await submitButton(page, 'lend').click();
    expect((await posted).headers()['idempotency-key']).toBeTruthy();
    await expect(page.getByText('Intent recorded.')).toBeVisible();

    const entry = intentsList(page).getByRole('listitem').filter({ hasText: 'Fund · Software' });
    await expect(entry).toContainText('10 ETH for 6 months at medium risk');
    await expect(entry).toContainText('APY 15.0% · expected return 0.75 ETH');
    await page.reload();
    await expect(entry).toBeVisible();
  });

  test('a funding request with enough collateral is recorded', async ({ page }) => {
    await openFunding(page, 'borrow');
    const borrow = fundingPanel(page, 'borrow');
    await borrow.getByLabel('Amount (US dollars)').fill('12000');
    await borrow.getByLabel('Collateral amount (ETH)').fill('9');
    await submitButton(page, 'borrow').click();
    const entry = intentsList(page).getByRole('listitem').filter({ hasText: 'Funding request · Software' });
    await expect(entry).toContainText('$12,000 for 12 months, development stage');
    await expect(entry).toContainText('Rate 8.5% · $1,046.64 a month · collateral 9 ETH');
  });

  test.describe('when recording fails', () => {
    test.use({ allowConsoleErrors: FAILED_LOAD });

    test('a server error says so and keeps the inputs; trying again records it', async ({ page }) => {
      await page.route(INTENTS_POST, (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ success: false, error: 'internal', message: 'An unexpected error occurred.' }),
            })
          : route.fallback(),
      );
      await openFunding(page, 'provide');
      const provide = fundingPanel(page, 'provide');
      await provide.getByLabel('Amount (ETH)').fill('5');
      await submitButton(page, 'provide').click();
      await expect(provide.getByRole('alert')).toHaveText(
        'Your intent was not recorded: An unexpected error occurred. Your inputs are kept - please try again.',
      );
      await expect(provide.getByLabel('Amount (ETH)')).toHaveValue('5');
      await expect(resultValue(page, 'provide', 'APY')).toHaveText('20.5%');

      await page.unroute(INTENTS_POST);
      await submitButton(page, 'provide').click();
      await expect(provide.getByRole('alert')).toHaveCount(0);
      await expect(intentsList(page).getByRole('listitem').filter({ hasText: 'Liquidity · Software' })).toContainText(
        'Silver tier · APY 20.5% · projected earnings 1.025 ETH',
      );
    });

    test('a lost connection says so and keeps the inputs', async ({ page }) => {
      await page.route(INTENTS_POST, (route) =>
        route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
      );
      await openFunding(page);
      const lend = fundingPanel(page, 'lend');
      await lend.getByLabel('Amount (ETH)').fill('4');
      await submitButton(page, 'lend').click();
      await expect(lend.getByRole('alert')).toContainText('Network connection error');
      await expect(lend.getByLabel('Amount (ETH)')).toHaveValue('4');
    });
  });

  test.describe('when the pools cannot load', () => {
    test.use({ allowConsoleErrors: FAILED_LOAD });

    test('the page works from the published tables under a banner', async ({ page }) => {
      await page.route(POOLS, (route) => route.fulfill({ status: 500, body: '{}' }));
      await openFunding(page);
      await expect(page.getByRole('alert').filter({ hasText: 'Live pool data could not be loaded.' })).toBeVisible();
      const stats = page.getByRole('region', { name: 'Funding statistics' });
      await expect(stats).toContainText('Unavailable');
      await expect(stats).toContainText('$11.5M');
      await fundingPanel(page, 'lend').getByLabel('Amount (ETH)').fill('10');
      await expect(resultValue(page, 'lend', 'Expected return')).toHaveText('0.75 ETH');

      await page.unroute(POOLS);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText('Live pool data could not be loaded.')).toHaveCount(0);
      await expect(stats).not.toContainText('Unavailable');
    });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no tab scrolls sideways', async ({ page }) => {
    await page.goto(FUNDING_PATH);
    for (const [tab, label, amount] of [
      ['Fund Tech Projects', 'Amount (ETH)', '10'],
      ['Get Project Funding', 'Amount (US dollars)', '12000'],
      ['Provide Liquidity', 'Amount (ETH)', '5'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel', { name: tab }).getByLabel(label).fill(amount);
      await expect(page.getByRole('tabpanel', { name: tab }).getByRole('definition').last()).toBeVisible();
      expect(await hasSidewaysScroll(page), `${tab} scrolls sideways`).toBe(false);
    }
  });
});
