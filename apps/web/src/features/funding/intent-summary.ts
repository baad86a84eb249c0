import {
  CATEGORY_LABELS,
  COLLATERAL,
  type CollateralAsset,
  LIQUIDITY_TIERS,
} from '@app/shared/funding/funding.constants';
import type { FundingIntent } from '@app/shared/funding/funding.schemas';
import { formatEth, formatRate, formatUnits, formatUsd, formatUsdCents } from './funding-format';

export interface IntentSummary {
  /** 'Fund' | 'Funding request' | 'Liquidity', with the category. */
  title: string;
  /** What was asked for: amount, duration and the choices that shaped the result. */
  terms: string;
  /** What the server computed from it. */
  outcome: string;
}

const KIND_TITLES: Record<FundingIntent['kind'], string> = {
  lend: 'Fund',
  borrow: 'Funding request',
  provide: 'Liquidity',
};

const numberIn = (record: Record<string, unknown>, key: string): number =>
  typeof record[key] === 'number' ? record[key] : 0;
const textIn = (record: Record<string, unknown>, key: string): string =>
  typeof record[key] === 'string' ? record[key] : '';
const months = (count: number) => `${count} months`;

function collateralText(input: Record<string, unknown>, result: Record<string, unknown>): string {
  const asset = textIn(input, 'collateralAsset');
  const unit = asset in COLLATERAL ? COLLATERAL[asset as CollateralAsset].unit : asset;
  const needed = result.collateral && typeof result.collateral === 'object' ? result.collateral : {};
  return `collateral ${formatUnits(numberIn(needed as Record<string, unknown>, 'units'), unit)}`;
}

/** A recorded intent in words, from what the server stored (its input and its computed result). */
export function summariseIntent({ kind, category, input, result }: FundingIntent): IntentSummary {
  const title = `${KIND_TITLES[kind]} · ${CATEGORY_LABELS[category]}`;
  const duration = months(numberIn(input, 'durationMonths'));
  if (kind === 'lend') {
    return {
      title,
      terms: `${formatEth(numberIn(input, 'amount'))} for ${duration} at ${textIn(input, 'risk')} risk`,
      outcome: `APY ${formatRate(numberIn(result, 'apy'))} · expected return ${formatEth(numberIn(result, 'expectedReturn'))}`,
    };
  }
  if (kind === 'borrow') {
    const prototype = input.hasPrototype === true ? ', with a prototype' : '';
    return {
      title,
      terms: `${formatUsd(numberIn(input, 'amount'))} for ${duration}, ${textIn(input, 'stage')} stage${prototype}`,
      outcome: `Rate ${formatRate(numberIn(result, 'rate'))} · ${formatUsdCents(numberIn(result, 'monthlyPayment'))} a month · ${collateralText(input, result)}`,
    };
  }
  const tier = LIQUIDITY_TIERS.find((item) => item.id === result.tier)?.name ?? 'No';
  return {
    title,
    terms: `${formatEth(numberIn(input, 'amount'))} for ${duration}`,
    outcome: `${tier} tier · APY ${formatRate(numberIn(result, 'apy'))} · projected earnings ${formatEth(numberIn(result, 'projectedEarnings'))}`,
  };
}
