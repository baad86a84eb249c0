import { WALLET_MESSAGES } from '@app/shared/ledger/ledger.constants';

export type StakeAction = 'stake' | 'unstake';

/** A typed amount as whole tokens, or null when it is not a number at all. */
export function parseTokenAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}

/**
 * Why a stake or unstake cannot go ahead (part-2 §5 Staking: above 0 and not more than the
 * source), with the server's own words; null when it may be sent. The server checks again.
 */
export function stakingProblem(
  action: StakeAction,
  text: string,
  wallet: { balance: number; staked: number },
): string | null {
  const amount = parseTokenAmount(text);
  if (amount === null || amount <= 0) return WALLET_MESSAGES.amountPositive;
  if (!Number.isInteger(amount)) return WALLET_MESSAGES.amountWhole;
  if (action === 'stake' && amount > wallet.balance) return WALLET_MESSAGES.stakeTooMuch(wallet.balance);
  if (action === 'unstake' && amount > wallet.staked) return WALLET_MESSAGES.unstakeTooMuch(wallet.staked);
  return null;
}
