import { z } from 'zod';
import { PageQuerySchema } from '../api/pagination.schemas.ts';
import { isPlainHttpsUrl } from '../forms/https-url.ts';
import { LEDGER_CURRENCIES } from '../money/currencies.ts';
import { CURRENCY_RAILS, PAYMENT_RAILS } from '../payments/payment-rails.ts';
import {
  CANCELLATION_ANSWERS,
  CONTRACT_ACTIONS,
  CONTRACT_CURRENCIES,
  CONTRACT_LIMITS,
  CONTRACT_STATUSES,
  DISPUTE_OUTCOMES,
  MILESTONE_ACTIONS,
  MILESTONE_STATUSES,
  PAYMENT_METHODS,
} from './contracts.constants.ts';

const L = CONTRACT_LIMITS;
const count = (value: number) => value.toLocaleString('en-US');

const boundedText = (what: string, min: number, max: number) =>
  z
    .string({ message: `${what} is required.` })
    .trim()
    .min(min, min <= 1 ? `${what} is required.` : `${what} must be at least ${count(min)} characters.`)
    .max(max, `${what} must be at most ${count(max)} characters.`);

const wholeAmount = z
  .number({ message: 'Enter an amount.' })
  .int('Amounts are whole numbers.')
  .positive('Enter an amount above 0.')
  .max(L.amountMax, `An amount is at most ${count(L.amountMax)}.`);

/** A calendar day, YYYY-MM-DD (a due date or a payment date). */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Enter a real date.');

export const MilestoneInputSchema = z.object({
  title: boundedText('A milestone title', 1, L.milestoneTitleMax),
  amount: wholeAmount,
  dueDate: isoDay.nullish().transform((value) => value ?? null),
});
export type MilestoneInput = z.infer<typeof MilestoneInputSchema>;

/** The terms of a proposal (issue 32 §1), proposed and edited alike. */
export const ContractTermsBodySchema = z.object({
  title: boundedText('A title', L.titleMin, L.titleMax),
  scope: boundedText('The scope', L.scopeMin, L.scopeMax),
  currency: z.enum(CONTRACT_CURRENCIES, { message: 'Choose a currency from the list, or TOKENS.' }),
  /**
   * A currency contract's payment rail (issue 42): escrow by the platform (the default when its bank
   * account is set up) or paying each other directly. Ignored for TOKENS.
   */
  paymentRail: z
    .enum(CURRENCY_RAILS, { message: 'Choose escrow by the platform or paying each other directly.' })
    .optional(),
  milestones: z
    .array(MilestoneInputSchema, { message: 'Add at least one milestone.' })
    .min(1, 'Add at least one milestone.')
    .max(L.milestonesMax, `A contract has at most ${L.milestonesMax} milestones.`),
});
export type ContractTermsBody = z.infer<typeof ContractTermsBodySchema>;

const optionalMessage = z
  .string()
  .trim()
  .max(L.noteMax, `A message is at most ${count(L.noteMax)} characters.`)
  .optional()
  .transform((value) => value || undefined);

export const ContractDecisionBodySchema = z.object({ message: optionalMessage });
export type ContractDecisionBody = z.infer<typeof ContractDecisionBodySchema>;

/** The developer accepts the terms they read: their version, from `GET /api/contracts/:id` (issue 40 §2). */
export const AcceptContractBodySchema = z.object({
  termsVersion: z
    .number({ message: 'Send the termsVersion of the terms you read.' })
    .int('A terms version is a whole number.')
    .positive('A terms version is a whole number above 0.'),
});
export type AcceptContractBody = z.infer<typeof AcceptContractBodySchema>;

const httpsLink = z
  .string()
  .trim()
  .max(500, 'A link is at most 500 characters.')
  .refine(isPlainHttpsUrl, 'Links must be full URLs starting with https://.');

export const SubmitDeliveryBodySchema = z.object({
  note: boundedText('A delivery note', 1, L.noteMax),
  links: z
    .array(httpsLink)
    .max(L.linksMax, `Add at most ${L.linksMax} links.`)
    .optional()
    .transform((value) => value ?? []),
});
export type SubmitDeliveryBody = z.infer<typeof SubmitDeliveryBodySchema>;

export const RequestChangesBodySchema = z.object({ note: boundedText('A note saying what to change', 1, L.noteMax) });
export type RequestChangesBody = z.infer<typeof RequestChangesBodySchema>;

export const RecordPaymentBodySchema = z.object({
  date: isoDay,
  method: z.enum(PAYMENT_METHODS, { message: 'Choose how you paid.' }),
  reference: z
    .string()
    .trim()
    .max(L.referenceMax, `A reference is at most ${L.referenceMax} characters.`)
    .optional()
    .transform((value) => value || null),
});
export type RecordPaymentBody = z.infer<typeof RecordPaymentBodySchema>;

export const DisputeBodySchema = z.object({ reason: boundedText('A reason', L.reasonMin, L.reasonMax) });
export type DisputeBody = z.infer<typeof DisputeBodySchema>;

/** The client asks the developer to agree to cancel a delivered milestone (issue 40 §2). */
export const RequestCancellationBodySchema = z.object({
  reason: boundedText('A reason', L.reasonMin, L.reasonMax),
});
export type RequestCancellationBody = z.infer<typeof RequestCancellationBodySchema>;

/** The bodies the milestone actions read; fund, approve, confirm-payment and cancel read none. */
export const EmptyBodySchema = z.object({}).optional();

export const ResolveDisputeBodySchema = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES, { message: 'Choose release, refund or split.' }),
  developerAmount: z.number().int('Amounts are whole numbers.').positive('Enter an amount above 0.').optional(),
  note: boundedText('A note to both parties', 1, L.noteMax),
});
export type ResolveDisputeBody = z.infer<typeof ResolveDisputeBodySchema>;

export const ContractIdParamsSchema = z.object({ id: z.uuid({ message: 'must be a contract id' }) });
export const MilestoneParamsSchema = z.object({
  id: z.uuid({ message: 'must be a contract id' }),
  milestoneId: z.uuid({ message: 'must be a milestone id' }),
});
export const DisputeIdParamsSchema = z.object({ id: z.uuid({ message: 'must be a dispute id' }) });

export const PartySchema = z.object({ userId: z.uuid().nullable(), name: z.string() });

export const DeliverySchema = z.object({
  id: z.uuid(),
  note: z.string(),
  links: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type Delivery = z.infer<typeof DeliverySchema>;

export const PaymentSchema = z.object({
  date: z.string(),
  method: z.string(),
  reference: z.string().nullable(),
  recordedAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().nullable(),
});

export const DisputeSchema = z.object({
  id: z.uuid(),
  status: z.enum(['open', 'resolved']),
  reason: z.string(),
  openedBy: z.enum(['client', 'developer']),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  developerAmount: z.number().int().nullable(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
});
export type Dispute = z.infer<typeof DisputeSchema>;

/** The client's request to cancel a delivered milestone; `answer` is null while it waits for the developer. */
export const CancellationRequestSchema = z.object({
  reason: z.string(),
  requestedAt: z.iso.datetime(),
  answer: z.enum(CANCELLATION_ANSWERS).nullable(),
  answeredAt: z.iso.datetime().nullable(),
});
export type CancellationRequest = z.infer<typeof CancellationRequestSchema>;

/**
 * What the client was asked to transfer for a milestone held in escrow by the platform (issue 42).
 * `amount` is in the currency's minor unit (cents); `reference` is the ISO 11649 RF reference in
 * electronic format (print it in groups of four).
 */
export const TransferInstructionSchema = z.object({
  amount: z.number().int().positive(),
  currency: z.enum(LEDGER_CURRENCIES),
  reference: z.string(),
  iban: z.string(),
  bic: z.string(),
  accountName: z.string(),
  status: z.enum(['open', 'paid', 'cancelled']),
  requestedAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type TransferInstruction = z.infer<typeof TransferInstructionSchema>;

/**
 * Where a milestone's money is, for escrow by the platform (issue 42), as the viewer sees it:
 * `owed`/`paid_out` are the developer's release (to the client: `released`), `refund_owed`/`refunded`
 * the client's refund. `at` is the day it was paid out or refunded.
 */
export const MILESTONE_MONEY_STATES = [
  'awaiting_transfer',
  'in_escrow',
  'owed',
  'paid_out',
  'released',
  'refund_owed',
  'refunded',
] as const;
export const MilestoneMoneySchema = z.object({
  state: z.enum(MILESTONE_MONEY_STATES),
  at: z.iso.datetime().nullable(),
});
export type MilestoneMoney = z.infer<typeof MilestoneMoneySchema>;

export const MilestoneSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  title: z.string(),
  amount: z.number().int(),
  dueDate: z.string().nullable(),
  status: z.enum(MILESTONE_STATUSES),
  /** The client's last "request changes" note, while the milestone is back with the developer. */
  changesNote: z.string().nullable(),
  fundedAt: z.iso.datetime().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  approvedAt: z.iso.datetime().nullable(),
  deliveries: z.array(DeliverySchema),
  payment: PaymentSchema.nullable(),
  dispute: DisputeSchema.nullable(),
  cancellation: CancellationRequestSchema.nullable(),
  /** Escrow by the platform: the transfer the client was asked for (the client and the admin see it). */
  transfer: TransferInstructionSchema.nullable(),
  /** Escrow by the platform: where its money is now; null on other rails. */
  money: MilestoneMoneySchema.nullable(),
  /** What the viewer can do with it now. */
  actions: z.array(z.enum(MILESTONE_ACTIONS)),
});
export type Milestone = z.infer<typeof MilestoneSchema>;

export const ReviewSchema = z.object({
  id: z.uuid(),
  contractId: z.uuid(),
  contractTitle: z.string(),
  rating: z.number().int(),
  text: z.string(),
  authorRole: z.enum(['client', 'developer']),
  authorName: z.string(),
  /**
   * Whether the contract's money went through the platform between two accounts (issue 40 §3):
   * only such reviews count toward a rating; the others show "Payment not verified by the platform".
   */
  paymentVerified: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ContractReviewsSchema = z.object({
  mine: ReviewSchema.nullable(),
  /** The other party's review: null until both are in or the reveal date has passed. */
  theirs: ReviewSchema.nullable(),
  /** Whether the other party has written theirs (its text stays hidden until the reveal). */
  theirsWritten: z.boolean(),
  canReview: z.boolean(),
  revealAt: z.iso.datetime().nullable(),
});

const contractBase = {
  id: z.uuid(),
  title: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  currency: z.enum(CONTRACT_CURRENCIES),
  /** How its money moves (issue 42): tokens, escrow by the platform over bank transfers, or directly. */
  paymentRail: z.enum(PAYMENT_RAILS),
  /** The platform's fee on each release, in percent (escrow by the platform; 0 otherwise). */
  feePercent: z.number(),
  total: z.number().int(),
  jobId: z.uuid().nullable(),
  jobTitle: z.string(),
  applicationId: z.uuid().nullable(),
  client: PartySchema,
  developer: PartySchema.extend({ profileId: z.uuid().nullable() }),
  viewerRole: z.enum(['client', 'developer', 'admin']),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  acceptedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
};

export const ContractSummarySchema = z.object({
  ...contractBase,
  milestoneCounts: z.object({ total: z.number().int(), settled: z.number().int() }),
  /** Whether something waits on the viewer (a proposal to answer, a milestone to act on). */
  needsMe: z.boolean(),
});
export type ContractSummary = z.infer<typeof ContractSummarySchema>;

export const ContractSchema = z.object({
  ...contractBase,
  scope: z.string(),
  /** The developer's words with a decline. */
  decisionMessage: z.string().nullable(),
  /** Raised by every edit of the proposal; the developer's acceptance sends the one they read. */
  termsVersion: z.number().int(),
  milestones: z.array(MilestoneSchema),
  actions: z.array(z.enum(CONTRACT_ACTIONS)),
  reviews: ContractReviewsSchema,
});
export type Contract = z.infer<typeof ContractSchema>;

export const ContractResponseSchema = z.object({ success: z.literal(true), contract: ContractSchema });
export type ContractResponse = z.infer<typeof ContractResponseSchema>;

/** "Fund" answers the contract and, for escrow by the platform, the transfer to make (issue 42). */
export const FundMilestoneResponseSchema = ContractResponseSchema.extend({
  instruction: TransferInstructionSchema.optional(),
});
export type FundMilestoneResponse = z.infer<typeof FundMilestoneResponseSchema>;

export const ListContractsQuerySchema = PageQuerySchema.extend({
  role: z.enum(['client', 'developer']).optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  /** The contracts of one application (the hired application's "Contract" link). */
  applicationId: z.uuid({ message: 'must be an application id' }).optional(),
});
export type ListContractsQuery = z.infer<typeof ListContractsQuerySchema>;

export const ListContractsResponseSchema = z.object({
  success: z.literal(true),
  contracts: z.array(ContractSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ListContractsResponse = z.infer<typeof ListContractsResponseSchema>;

/** An open dispute as the admin sees it in the control center. */
export const AdminDisputeSchema = DisputeSchema.extend({
  contractId: z.uuid(),
  contractTitle: z.string(),
  currency: z.enum(CONTRACT_CURRENCIES),
  milestone: z.object({ id: z.uuid(), title: z.string(), amount: z.number().int() }),
  client: PartySchema,
  developer: PartySchema,
});
export type AdminDispute = z.infer<typeof AdminDisputeSchema>;

export const ListDisputesQuerySchema = PageQuerySchema.extend({
  status: z.enum(['open', 'resolved']).default('open'),
});
export const ListDisputesResponseSchema = z.object({
  success: z.literal(true),
  disputes: z.array(AdminDisputeSchema),
  nextCursor: z.string().nullable(),
});
export type ListDisputesResponse = z.infer<typeof ListDisputesResponseSchema>;
export const DisputeResponseSchema = z.object({ success: z.literal(true), dispute: AdminDisputeSchema });
