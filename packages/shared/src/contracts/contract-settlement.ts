import { TOKEN_CURRENCY } from './contracts.constants.ts';

/**
 * Milestone states in which a contract still holds money for one of its parties (issue 40 §4): the
 * client's tokens sit in escrow (funded, delivered, sent back for changes, disputed) and the
 * developer is owed their release, or the client's refund is still open. A party of such a
 * contract cannot delete their account until it is settled. A new holding state is one more entry
 * here: `changes_requested` is listed before issue 40 §2 makes it a state, so both land together.
 */
export const ESCROW_HOLDING_MILESTONE_STATUSES: readonly string[] = [
  'funded',
  'submitted',
  'changes_requested',
  'disputed',
];

/**
 * A currency milestone's money never passes through the platform, but once approved it is owed
 * until the developer confirms receiving it: that too must be settled before either party leaves.
 */
export const PAYMENT_OWED_MILESTONE_STATUSES: readonly string[] = ['approved', 'payment_recorded'];

/** Whether a milestone in `status` keeps its contract's parties from leaving the platform. */
export function milestoneHoldsMoney(status: string, currency: string): boolean {
  if (ESCROW_HOLDING_MILESTONE_STATUSES.includes(status)) return true;
  return currency !== TOKEN_CURRENCY && PAYMENT_OWED_MILESTONE_STATUSES.includes(status);
}

/** Every state that holds money in a contract of `currency`, for the database's query. */
export function moneyHoldingStatuses(currency: 'tokens' | 'currency'): readonly string[] {
  return currency === 'tokens'
    ? ESCROW_HOLDING_MILESTONE_STATUSES
    : [...ESCROW_HOLDING_MILESTONE_STATUSES, ...PAYMENT_OWED_MILESTONE_STATUSES];
}
