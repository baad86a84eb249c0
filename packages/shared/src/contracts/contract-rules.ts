import { type PaymentRail, platformHoldsMoney } from '../payments/payment-rails.ts';
import {
  CONTRACT_MESSAGES,
  CONTRACT_STATUS_LABELS,
  type ContractAction,
  type ContractStatus,
  DELIVERED_MILESTONE_STATUSES,
  MILESTONE_ACTIONS,
  MILESTONE_STATUS_LABELS,
  type MilestoneAction,
  type MilestoneStatus,
  TOKEN_CURRENCY,
} from './contracts.constants.ts';

/** Who acts on a contract: the job's owner (client) or the hired developer. */
export type ContractRole = 'client' | 'developer';

export type RuleCheck = { ok: true } | { ok: false; status: 403 | 409; message: string };

const OK: RuleCheck = { ok: true };
const refuse = (status: 403 | 409, message: string): RuleCheck => ({ ok: false, status, message });

/** Who may take each milestone action, and from which states (issue 32 §2, §3; issue 40 §2). */
const MILESTONE_MOVES: Record<
  MilestoneAction,
  {
    by: ContractRole | 'either';
    from: readonly MilestoneStatus[];
    /** Only where the parties pay each other and record it (the `direct` rail). */
    directOnly?: boolean;
    /** Whether the move needs the client's cancellation request open (true) or none open (false). */
    request?: boolean;
  }
> = {
  fund: { by: 'client', from: ['pending'] },
  submit: { by: 'developer', from: ['funded', 'changes_requested'] },
  'request-changes': { by: 'client', from: ['submitted'] },
  approve: { by: 'client', from: ['submitted'] },
  'record-payment': { by: 'client', from: ['approved'], directOnly: true },
  'confirm-payment': { by: 'developer', from: ['payment_recorded'] },
  // A delivery (awaiting review or sent back), or (currency) an approved milestone whose payment is not confirmed.
  dispute: { by: 'either', from: [...DELIVERED_MILESTONE_STATUSES, 'approved', 'payment_recorded'] },
  // The client alone cancels only what was never delivered; a delivery's escrow needs both (issue 40 §2).
  cancel: { by: 'client', from: ['pending', 'awaiting_transfer', 'funded'] },
  'request-cancellation': { by: 'client', from: DELIVERED_MILESTONE_STATUSES, request: false },
  'accept-cancellation': { by: 'developer', from: DELIVERED_MILESTONE_STATUSES, request: true },
  'decline-cancellation': { by: 'developer', from: DELIVERED_MILESTONE_STATUSES, request: true },
};

/** What a milestone in `from` is waiting for, said as the reason a move is refused. */
function whyNotMilestone(action: MilestoneAction, from: MilestoneStatus): string {
  const state = MILESTONE_STATUS_LABELS[from].toLowerCase();
  const delivered = DELIVERED_MILESTONE_STATUSES.includes(from);
  switch (action) {
    case 'fund':
      return from === 'pending' ? 'This milestone can be funded.' : `This milestone is already ${state}.`;
    case 'submit':
      return from === 'pending' || from === 'awaiting_transfer'
        ? 'This milestone is not funded yet: the client funds it before work is delivered.'
        : `This milestone is ${state}, so there is nothing to deliver now.`;
    case 'request-changes':
    case 'approve':
      return `This milestone is ${state}: only a delivered milestone can be approved or sent back for changes.`;
    case 'record-payment':
      return `This milestone is ${state}: a payment is recorded once the milestone is approved.`;
    case 'confirm-payment':
      return `This milestone is ${state}: there is no recorded payment to confirm.`;
    case 'dispute':
      return `This milestone is ${state}: a dispute can be opened on a delivered milestone or an approved one whose payment is not confirmed.`;
    case 'cancel':
      return delivered
        ? CONTRACT_MESSAGES.deliveredNeedsAgreement
        : `This milestone is ${state}: only a milestone that is not delivered yet can be cancelled.`;
    case 'request-cancellation':
    case 'accept-cancellation':
    case 'decline-cancellation':
      return `This milestone is ${state}: only a delivered milestone, or one sent back for changes, is cancelled by agreement.`;
  }
}

const whyNotRequest = (action: MilestoneAction) =>
  action === 'request-cancellation'
    ? CONTRACT_MESSAGES.cancellationAlreadyRequested
    : CONTRACT_MESSAGES.noCancellationRequest;

/**
 * Whether `role` may take `action` on a milestone: 403 when the move is the other party's, 409
 * (with the reason) when the contract or the milestone's state does not allow it.
 */
export function checkMilestoneAction(input: {
  action: MilestoneAction;
  role: ContractRole;
  contractStatus: ContractStatus;
  rail: PaymentRail;
  milestoneStatus: MilestoneStatus;
  /** Whether the client's request to cancel this milestone waits for the developer's answer. */
  cancellationRequested?: boolean;
}): RuleCheck {
  const move = MILESTONE_MOVES[input.action];
  if (move.by !== 'either' && move.by !== input.role) {
    return refuse(403, move.by === 'client' ? CONTRACT_MESSAGES.onlyClient : CONTRACT_MESSAGES.onlyDeveloper);
  }
  if (input.contractStatus !== 'active') {
    return refuse(409, CONTRACT_MESSAGES.notActive(CONTRACT_STATUS_LABELS[input.contractStatus]));
  }
  const held = platformHoldsMoney(input.rail);
  if (move.directOnly && held) {
    return refuse(409, input.rail === 'tokens' ? CONTRACT_MESSAGES.tokensOnly : CONTRACT_MESSAGES.platformHolds);
  }
  // What the platform holds is released on approval, so an approved milestone has nothing left to dispute.
  const from =
    held && input.action === 'dispute'
      ? move.from.filter((status) => DELIVERED_MILESTONE_STATUSES.includes(status))
      : move.from;
  if (!from.includes(input.milestoneStatus)) return refuse(409, whyNotMilestone(input.action, input.milestoneStatus));
  if (move.request !== undefined && move.request !== (input.cancellationRequested ?? false)) {
    return refuse(409, whyNotRequest(input.action));
  }
  return OK;
}

/** The milestone actions a party can offer in the interface. */
export function availableMilestoneActions(input: {
  role: ContractRole;
  contractStatus: ContractStatus;
  rail: PaymentRail;
  milestoneStatus: MilestoneStatus;
  cancellationRequested?: boolean;
}): MilestoneAction[] {
  return MILESTONE_ACTIONS.filter((action) => checkMilestoneAction({ ...input, action }).ok);
}

/** The contract-level moves (issue 32 §1): the client edits or withdraws a proposal, the developer answers it. */
const CONTRACT_MOVES: Record<ContractAction, { by: ContractRole | 'either'; from: readonly ContractStatus[] }> = {
  edit: { by: 'client', from: ['proposed'] },
  withdraw: { by: 'client', from: ['proposed'] },
  accept: { by: 'developer', from: ['proposed'] },
  decline: { by: 'developer', from: ['proposed'] },
  cancel: { by: 'either', from: ['active'] },
};

export function checkContractAction(input: {
  action: ContractAction;
  role: ContractRole;
  contractStatus: ContractStatus;
  /** For cancel: the statuses of the contract's milestones. */
  milestoneStatuses?: readonly MilestoneStatus[];
}): RuleCheck {
  const move = CONTRACT_MOVES[input.action];
  if (move.by !== 'either' && move.by !== input.role) {
    return refuse(403, move.by === 'client' ? CONTRACT_MESSAGES.onlyClient : CONTRACT_MESSAGES.onlyDeveloper);
  }
  const label = CONTRACT_STATUS_LABELS[input.contractStatus];
  if (!move.from.includes(input.contractStatus)) {
    if (input.action === 'cancel') {
      return refuse(
        409,
        input.contractStatus === 'proposed'
          ? 'This contract is only proposed: withdraw or decline the proposal instead.'
          : CONTRACT_MESSAGES.alreadyClosed(label),
      );
    }
    return refuse(409, CONTRACT_MESSAGES.notProposed(label));
  }
  if (input.action === 'cancel' && input.milestoneStatuses?.some((status) => BLOCKS_CANCEL.includes(status))) {
    return refuse(409, CONTRACT_MESSAGES.cannotCancel);
  }
  return OK;
}

const BLOCKS_CANCEL: readonly MilestoneStatus[] = [...DELIVERED_MILESTONE_STATUSES, 'disputed', 'payment_recorded'];

export function availableContractActions(input: {
  role: ContractRole;
  contractStatus: ContractStatus;
  milestoneStatuses: readonly MilestoneStatus[];
}): ContractAction[] {
  return (['edit', 'withdraw', 'accept', 'decline', 'cancel'] as const).filter(
    (action) => checkContractAction({ ...input, action }).ok,
  );
}

/**
 * A milestone that needs nothing more: approved where the platform held the money (it was released),
 * a confirmed payment, a resolution or a cancellation.
 */
export function isMilestoneSettled(status: MilestoneStatus, rail: PaymentRail): boolean {
  if (status === 'approved') return platformHoldsMoney(rail);
  return status === 'paid' || status === 'resolved' || status === 'cancelled';
}

/**
 * Where an active contract goes once its milestones are all settled (issue 32 §4): completed when
 * any milestone was carried out, cancelled when every one was cancelled, else it stays active.
 */
export function contractOutcome(statuses: readonly MilestoneStatus[], rail: PaymentRail): ContractStatus {
  if (statuses.length === 0 || !statuses.every((status) => isMilestoneSettled(status, rail))) return 'active';
  return statuses.every((status) => status === 'cancelled') ? 'cancelled' : 'completed';
}

/** When a completed contract's reviews show: both in, or the reveal date (double-blind, issue 32 §4). */
export function reviewRevealAt(completedAt: Date, revealDays: number): Date {
  return new Date(completedAt.getTime() + revealDays * 86_400_000);
}

/** The default currency for a job's free budget text ("$10k" → USD), else USD. */
export function currencyFromBudget(budget: string): string {
  const text = budget.toUpperCase();
  if (text.includes('€') || /\bEUR\b/.test(text)) return 'EUR';
  if (text.includes('£') || /\bGBP\b/.test(text)) return 'GBP';
  for (const code of ['CAD', 'AUD', 'NZD', 'CHF', 'JPY', 'INR', 'SGD', 'SEK']) if (text.includes(code)) return code;
  if (text.includes('¥')) return 'JPY';
  if (text.includes('₹')) return 'INR';
  if (/TOKEN|PROTO/.test(text)) return TOKEN_CURRENCY;
  return 'USD';
}

/** "1,250 tokens" or "USD 1,250". */
export function formatContractAmount(amount: number, currency: string): string {
  const figure = amount.toLocaleString('en-US');
  return currency === TOKEN_CURRENCY ? `${figure} tokens` : `${currency} ${figure}`;
}
