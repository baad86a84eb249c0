import { FUNDING_TABS, type FundingKind } from '@app/shared/funding/funding.constants';
import type { Locator, Page } from '@playwright/test';

export const FUNDING_PATH = '/defi-platform';
export const INTENTS_POST = '**/api/funding/intents';
export const POOLS = '**/api/funding/pools';

/** The titles of each tab's live result card. */
const RESULT_TITLES: Record<FundingKind, string> = {
  lend: 'Your projected return',
  borrow: 'Your loan',
  provide: 'Your liquidity',
};

export const SUBMIT_LABELS: Record<FundingKind, string> = {
  lend: 'Fund Project',
  borrow: 'Request Funding',
  provide: 'Provide Liquidity',
};

export async function openFunding(page: Page, tab?: FundingKind): Promise<void> {
  await page.goto(tab ? `${FUNDING_PATH}?tab=${tab}` : FUNDING_PATH);
  await page.getByRole('heading', { level: 1, name: 'Tech Project Funding Platform' }).waitFor();
}

export const fundingPanel = (page: Page, kind: FundingKind): Locator =>
  page.getByRole('tabpanel', { name: FUNDING_TABS[kind] });

export const resultCard = (page: Page, kind: FundingKind): Locator =>
  fundingPanel(page, kind).getByRole('region', { name: RESULT_TITLES[kind] });

/** The value printed next to one label of a tab's live result ('Lender APY' -> '15.0%'). */
export const resultValue = (page: Page, kind: FundingKind, label: string): Locator =>
  resultCard(page, kind)
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

export const submitButton = (page: Page, kind: FundingKind): Locator =>
  fundingPanel(page, kind).getByRole('button', { name: SUBMIT_LABELS[kind], exact: true });

export const intentsList = (page: Page): Locator => page.getByRole('region', { name: 'Your recorded intents' });

/** A 400 like the server's, with messages on fields. */
export const rejection = (errors: { path: string; message: string }[]) => ({
  status: 400,
  contentType: 'application/json',
  body: JSON.stringify({ success: false, error: 'validation_failed', message: 'The input is not valid.', errors }),
});

export const hasSidewaysScroll = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
