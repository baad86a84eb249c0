import { type PaymentRail, platformHoldsMoney } from '../payments/payment-rails.ts';

/**
 * Milestone states in which a contract still holds money for one of its parties (issue 40 §4): the
 * client's tokens sit in escrow (funded, delivered, sent back for changes, disputed) and the
 * developer is owed their release, or the client's refund is still open. A party of such a
 * contract cannot delete their account until it is settled. A new holding state is one more entry
 * here: `changes_requested` is listed before issue 40 §2 makes it a state, so both land together.
 */
export const ESCROW_HOLDING_MILESTONE_STATUSES: readonly string[] = [
  // A bank transfer may be on its way: the client cancels the milestone first (issue 42).
  'awaiting_transfer',
  'funded',
  'submitted',
  'changes_requested',
  'disputed',
];

/**
 * A directly paid milestone's money never passes through the platform, but once approved it is owed
 * until the developer confirms receiving it: that too must be settled before either party leaves.
 */
export const PAYMENT_OWED_MILESTONE_STATUSES: readonly string[] = ['approved', 'payment_recorded'];

/** Whether a milestone in `status` keeps its contract's parties from leaving the platform. */
export function milestoneHoldsMoney(status: string, rail: PaymentRail): boolean {
  if (ESCROW_HOLDING_MILESTONE_STATUSES.includes(status)) return true;
  return !platformHoldsMoney(rail) && PAYMENT_OWED_MILESTONE_STATUSES.includes(status);
}

/**
 * Every state that holds money in a contract whose money the platform holds (`platform`) or that is
 * paid directly, for the database's query. What the platform owes a member after a release or a
 * refund is in the ledger (owed accounts), not in a milestone's state.
 */
export function moneyHoldingStatuses(kind: 'platform' | 'direct'): readonly string[] {
  return kind === 'platform'
    ? ESCROW_HOLDING_MILESTONE_STATUSES
    : [...ESCROW_HOLDING_MILESTONE_STATUSES, ...PAYMENT_OWED_MILESTONE_STATUSES];
}
