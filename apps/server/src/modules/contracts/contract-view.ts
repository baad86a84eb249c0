import {
  availableContractActions,
  availableMilestoneActions,
  type ContractRole,
  isMilestoneSettled,
} from '@app/shared/contracts/contract-rules';
import type { MilestoneAction } from '@app/shared/contracts/contracts.constants';
import type {
  Contract,
  ContractSummary,
  Dispute,
  Milestone,
  TransferInstruction,
} from '@app/shared/contracts/contracts.schemas';
import type { OwedLine } from '../ledger/owed-history.ts';
import type { ContractRow, DeliveryRow, DisputeRow, MilestoneRow } from './contracts.repository.ts';
import { milestoneMoneyOf } from './milestone-money.ts';
import type { InstructionRow } from './payment-instructions.repository.ts';

export type ViewerRole = ContractRole | 'admin';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The parts of a contract every view shows. */
function baseOf(row: ContractRow, milestones: MilestoneRow[], viewerRole: ViewerRole) {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    currency: row.currency,
    paymentRail: row.paymentRail,
    feePercent: row.feeBasisPoints / 100,
    total: milestones.filter((m) => m.status !== 'cancelled').reduce((sum, m) => sum + m.amount, 0),
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    applicationId: row.applicationId,
    client: { userId: row.clientId, name: row.clientName },
    developer: { userId: row.developerId, name: row.developerName, profileId: row.developerProfileId },
    viewerRole,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    acceptedAt: iso(row.acceptedAt),
    completedAt: iso(row.completedAt),
  };
}

function milestoneActionsFor(row: ContractRow, milestone: MilestoneRow, viewerRole: ViewerRole) {
  if (viewerRole === 'admin') return [];
  return availableMilestoneActions({
    role: viewerRole,
    contractStatus: row.status,
    rail: row.paymentRail,
    milestoneStatus: milestone.status,
    cancellationRequested: isCancellationOpen(milestone),
  });
}

/** The client asked to cancel this delivered milestone and the developer has not answered yet. */
export const isCancellationOpen = (milestone: MilestoneRow) =>
  milestone.cancelRequestedAt !== null && milestone.cancelAnswer === null;

function toCancellation(milestone: MilestoneRow): Milestone['cancellation'] {
  if (!milestone.cancelRequestedAt || !milestone.cancelReason) return null;
  return {
    reason: milestone.cancelReason,
    requestedAt: milestone.cancelRequestedAt.toISOString(),
    answer: milestone.cancelAnswer,
    answeredAt: iso(milestone.cancelAnsweredAt),
  };
}

function contractActionsFor(row: ContractRow, milestones: MilestoneRow[], viewerRole: ViewerRole) {
  if (viewerRole === 'admin') return [];
  return availableContractActions({
    role: viewerRole,
    contractStatus: row.status,
    milestoneStatuses: milestones.map((m) => m.status),
  });
}

export function toDispute(row: DisputeRow): Dispute {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    openedBy: row.openedBy,
    outcome: row.outcome,
    developerAmount: row.developerAmount,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: iso(row.resolvedAt),
  };
}

export function toTransferInstruction(row: InstructionRow): TransferInstruction {
  return {
    amount: row.amount,
    currency: row.currency,
    reference: row.reference,
    iban: row.iban,
    bic: row.bic,
    accountName: row.accountName,
    status: row.status,
    requestedAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
  };
}

function toMilestone(
  row: ContractRow,
  milestone: MilestoneRow,
  viewerRole: ViewerRole,
  deliveries: DeliveryRow[],
  dispute: DisputeRow | undefined,
  instruction: InstructionRow | undefined,
  owed: ReadonlyMap<string, OwedLine>,
): Milestone {
  return {
    id: milestone.id,
    position: milestone.position,
    title: milestone.title,
    amount: milestone.amount,
    dueDate: milestone.dueDate,
    status: milestone.status,
    changesNote: milestone.status === 'changes_requested' ? milestone.changesNote : null,
    fundedAt: iso(milestone.fundedAt),
    submittedAt: iso(milestone.submittedAt),
    approvedAt: iso(milestone.approvedAt),
    deliveries: deliveries.map((d) => ({
      id: d.id,
      note: d.note,
      links: d.links,
      createdAt: d.createdAt.toISOString(),
    })),
    payment:
      milestone.paymentRecordedAt && milestone.paymentDate && milestone.paymentMethod
        ? {
            date: milestone.paymentDate,
            method: milestone.paymentMethod,
            reference: milestone.paymentReference,
            recordedAt: milestone.paymentRecordedAt.toISOString(),
            confirmedAt: iso(milestone.paymentConfirmedAt),
          }
        : null,
    dispute: dispute ? toDispute(dispute) : null,
    cancellation: toCancellation(milestone),
    transfer: instruction ? toTransferInstruction(instruction) : null,
    money: milestoneMoneyOf(row, milestone, viewerRole, owed, dispute),
    actions: milestoneActionsFor(row, milestone, viewerRole),
  };
}

export function toContract(
  row: ContractRow,
  parts: {
    milestones: MilestoneRow[];
    deliveries: DeliveryRow[];
    disputes: DisputeRow[];
    instructions: InstructionRow[];
    owed: ReadonlyMap<string, OwedLine>;
    viewerRole: ViewerRole;
    reviews: Contract['reviews'];
  },
): Contract {
  const { milestones, viewerRole } = parts;
  return {
    ...baseOf(row, milestones, viewerRole),
    scope: row.scope,
    decisionMessage: row.decisionMessage,
    termsVersion: row.termsVersion,
    milestones: milestones.map((milestone) =>
      toMilestone(
        row,
        milestone,
        viewerRole,
        parts.deliveries.filter((d) => d.milestoneId === milestone.id),
        // Disputes come newest first: the milestone shows its latest.
        parts.disputes.find((d) => d.milestoneId === milestone.id),
        parts.instructions.find((i) => i.milestoneId === milestone.id),
        parts.owed,
      ),
    ),
    actions: contractActionsFor(row, milestones, viewerRole),
    reviews: parts.reviews,
  };
}

/** Moves a party may make but nothing waits for: they do not mark a contract "needs your action". */
const OFFERED_ONLY: readonly MilestoneAction[] = ['dispute', 'cancel', 'request-cancellation'];

/** A list entry: counts and whether anything waits on the viewer, from the same rules as the page. */
export function toContractSummary(
  row: ContractRow,
  milestones: MilestoneRow[],
  viewerRole: ContractRole,
  hasReviewed: boolean,
): ContractSummary {
  const needsMe =
    contractActionsFor(row, milestones, viewerRole).some((action) => action === 'accept') ||
    milestones.some((m) => milestoneActionsFor(row, m, viewerRole).some((action) => !OFFERED_ONLY.includes(action))) ||
    (row.status === 'completed' && !hasReviewed);
  return {
    ...baseOf(row, milestones, viewerRole),
    milestoneCounts: {
      total: milestones.length,
      settled: milestones.filter((m) => isMilestoneSettled(m.status, row.paymentRail)).length,
    },
    needsMe,
  };
}
