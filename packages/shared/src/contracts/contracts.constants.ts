/** The life of a contract after the hire (issue 32). No zod here. */
import { ISO_CURRENCIES, TOKENS } from '../money/currencies.ts';

export const CONTRACT_STATUSES = ['proposed', 'active', 'completed', 'declined', 'withdrawn', 'cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  proposed: 'Proposed',
  active: 'Active',
  completed: 'Completed',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  cancelled: 'Cancelled',
};

/** A contract that still holds its application: one per application at a time. */
export const LIVE_CONTRACT_STATUSES: readonly ContractStatus[] = ['proposed', 'active', 'completed'];

/**
 * A milestone: pending → funded → submitted → approved (escrow by the platform waits in
 * awaiting_transfer between pending and funded, until the client's bank transfer is matched); "changes requested" (a state of its own,
 * issue 40 §2) waits for the developer's next delivery or a dispute, never for a refund. A currency
 * milestone then waits for the client's recorded payment (payment_recorded) and the developer's
 * confirmation (paid). Disputed until the admin resolves it.
 */
export const MILESTONE_STATUSES = [
  'pending',
  'awaiting_transfer',
  'funded',
  'submitted',
  'approved',
  'payment_recorded',
  'paid',
  'disputed',
  'resolved',
  'cancelled',
  'changes_requested',
] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

export const MILESTONE_STATUS_LABELS: Record<MilestoneStatus, string> = {
  pending: 'Awaiting funding',
  awaiting_transfer: 'Awaiting transfer',
  funded: 'Funded',
  submitted: 'Delivered, awaiting review',
  approved: 'Approved',
  payment_recorded: 'Payment recorded',
  paid: 'Paid',
  disputed: 'Disputed',
  resolved: 'Resolved by the admin',
  cancelled: 'Cancelled',
  changes_requested: 'Changes requested',
};

/**
 * A milestone that ever had a delivery: refunded only by a dispute's outcome or by both parties
 * agreeing (the developer accepts the client's cancellation request, issue 40 §2).
 */
export const DELIVERED_MILESTONE_STATUSES: readonly MilestoneStatus[] = ['submitted', 'changes_requested'];

export const MILESTONE_ACTIONS = [
  'fund',
  'submit',
  'request-changes',
  'approve',
  'record-payment',
  'confirm-payment',
  'dispute',
  'cancel',
  'request-cancellation',
  'accept-cancellation',
  'decline-cancellation',
] as const;
export type MilestoneAction = (typeof MILESTONE_ACTIONS)[number];

export const MILESTONE_ACTION_LABELS: Record<MilestoneAction, string> = {
  fund: 'Fund milestone',
  submit: 'Submit delivery',
  'request-changes': 'Request changes',
  approve: 'Approve',
  'record-payment': 'Record payment',
  'confirm-payment': 'Confirm receipt',
  dispute: 'Open a dispute',
  cancel: 'Cancel milestone',
  'request-cancellation': 'Ask to cancel',
  'accept-cancellation': 'Agree to cancel',
  'decline-cancellation': 'Keep the milestone',
};

/** The developer's answer to the client's request to cancel a delivered milestone. */
export const CANCELLATION_ANSWERS = ['accepted', 'declined'] as const;
export type CancellationAnswer = (typeof CANCELLATION_ANSWERS)[number];

export const CONTRACT_ACTIONS = ['edit', 'withdraw', 'accept', 'decline', 'cancel'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** The platform token; every other currency is an ISO 4217 code (the ledger's own list, money/currencies.ts). */
export const TOKEN_CURRENCY = TOKENS;
export { ISO_CURRENCIES };
export const CONTRACT_CURRENCIES = [...ISO_CURRENCIES, TOKEN_CURRENCY] as const;
export type ContractCurrency = (typeof CONTRACT_CURRENCIES)[number];

export const PAYMENT_METHODS = ['Bank transfer', 'Card', 'PayPal', 'Wise', 'Cash', 'Other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DISPUTE_OUTCOMES = ['release', 'refund', 'split'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export const DISPUTE_OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  release: 'Release to the developer',
  refund: 'Refund the client',
  split: 'Split between them',
};

export const CONTRACT_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  scopeMin: 10,
  scopeMax: 10_000,
  milestonesMax: 20,
  milestoneTitleMax: 120,
  /** Whole units; tokens can never exceed the supply anyway. */
  amountMax: 10_000_000,
  noteMax: 5_000,
  linksMax: 5,
  reasonMin: 10,
  reasonMax: 2_000,
  referenceMax: 120,
} as const;

/** A client who has not answered a delivery is reminded on these days after it (issue 32 §2). */
export const REVIEW_REMINDER_DAYS = [7, 13] as const;
/** How long a delivery waits for an answer before the reminders stop (nothing is ever auto-approved). */
export const DELIVERY_ANSWER_DAYS = 14;

export const REVIEW_LIMITS = { textMin: 20, textMax: 2_000, ratingMin: 1, ratingMax: 5 } as const;
/** Reviews are double-blind: each shows when both are in, or this many days after completion. */
export const REVIEW_REVEAL_DAYS = 14;

export const CONTRACT_MESSAGES = {
  notFound: 'No contract with this id that you are a party to.',
  milestoneNotFound: 'No milestone with this id in this contract.',
  applicationNotHired: 'Only a hired application can get a contract: hire the developer first.',
  onlyOwnerProposes: 'Only the owner of this job can propose a contract.',
  noJob: 'This application is not for a job on the platform, so it cannot get a contract.',
  alreadyActive: 'This application already has a contract. Edit or withdraw the proposal instead of proposing another.',
  onlyClient: 'Only the client of this contract can do this.',
  onlyDeveloper: 'Only the developer of this contract can do this.',
  notProposed: (status: string) => `This contract is ${status.toLowerCase()}, so the proposal can no longer change.`,
  notActive: (status: string) =>
    `This contract is ${status.toLowerCase()}, not active, so its milestones cannot change.`,
  cannotCancel:
    'A milestone is delivered, sent back for changes, disputed or awaiting payment confirmation: settle it (approve it, open a dispute, or ask the developer to agree to cancel it) before cancelling the contract.',
  termsChanged: 'The terms changed since you opened them.',
  deliveredNeedsAgreement:
    "This milestone was delivered: it is cancelled only when the developer agrees (ask to cancel it) or by a dispute's outcome.",
  cancellationAlreadyRequested: 'You have already asked to cancel this milestone: the developer answers first.',
  noCancellationRequest: 'The client has not asked to cancel this milestone.',
  alreadyClosed: (status: string) => `This contract is already ${status.toLowerCase()}.`,
  notEnoughTokens: (available: number, needed: number) =>
    `You have ${available} tokens available; this milestone needs ${needed}.`,
  tokensOnly: 'Only a currency milestone has a payment to record: tokens are released from escrow on approval.',
  platformHolds:
    'The platform holds this milestone’s payment in escrow and releases it on approval: there is no payment to record.',
  notCompleted: 'You can review the other party once the contract is completed.',
  alreadyReviewed: 'You have already reviewed this contract.',
  disputeNotOpen: 'This dispute has already been resolved.',
  disputeNotFound: 'No dispute with this id.',
  splitNeedsAmount: "A split needs the developer's share: a whole amount between 1 and the milestone's amount less 1.",
  splitTooLarge: (amount: number) => `The developer's share must be less than the milestone's ${amount}.`,
  notCurrencyOnPage:
    'The platform does not hold or move money in currencies. Funding a currency milestone is your statement that the payment is secured; payments are made between you and recorded here.',
} as const;
