import {
  BORROW_STAGES,
  type BorrowStage,
  CATEGORY_LABELS,
  COLLATERAL_ASSETS,
  type CollateralAsset,
  FUNDING_CATEGORIES,
  RISK_LEVELS,
  RISK_MULTIPLIERS,
  STAGE_MODIFIERS,
} from '@app/shared/funding/funding.constants';
import type { SelectOption } from '../../../components/ui/select-field';
import { formatPoints } from '../funding-format';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const CATEGORY_OPTIONS: SelectOption[] = FUNDING_CATEGORIES.map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));

export const RISK_OPTIONS: SelectOption[] = RISK_LEVELS.map((value) => ({
  value,
  label: `${capitalise(value)} (${RISK_MULTIPLIERS[value].toFixed(1)}x)`,
}));

export const STAGE_LABELS: Record<BorrowStage, string> = {
  idea: 'Idea',
  development: 'Development',
  testing: 'Testing',
  launch: 'Launch',
};

export const STAGE_OPTIONS: SelectOption[] = BORROW_STAGES.map((value) => ({
  value,
  label: `${STAGE_LABELS[value]} (${formatPoints(STAGE_MODIFIERS[value])})`,
}));

/** What one unit of each collateral asset is, for its price line. */
export const PRICE_UNITS: Record<CollateralAsset, string> = {
  ETH: 'ETH',
  USDC: 'USDC',
  'Project Tokens': 'token',
  'Revenue Share': 'dollar of revenue',
};

export const COLLATERAL_OPTIONS: SelectOption[] = COLLATERAL_ASSETS.map((value) => ({ value, label: value }));

export const durationOptions = (months: readonly number[]): SelectOption[] =>
  months.map((value) => ({ value: String(value), label: `${value} months` }));
