import { type ContractRole, checkMilestoneAction } from '@app/shared/contracts/contract-rules';
import {
  CONTRACT_MESSAGES,
  type MilestoneAction,
  type MilestoneStatus,
} from '@app/shared/contracts/contracts.constants';
import type {
  Contract,
  DisputeBody,
  RecordPaymentBody,
  RequestCancellationBody,
  RequestChangesBody,
  SubmitDeliveryBody,
} from '@app/shared/contracts/contracts.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { PlatformBank } from '../../lib/platform-bank.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { settleContractIfDone } from './contract-completion.ts';
import { readContractAs, roleIn } from './contract-details.service.ts';
import { fundMilestone, refundToClient, releaseCancelledMilestone, releaseToDeveloper } from './contract-escrow.ts';
import { type ContractNotice, otherParty, tellParties } from './contract-notices.ts';
import { isCancellationOpen } from './contract-view.ts';
import {
  type ContractRow,
  insertDelivery,
  insertDispute,
  listMilestonesOf,
  lockContract,
  type MilestoneRow,
  type NewMilestoneRow,
  updateMilestoneFields,
} from './contracts.repository.ts';

/** The body each action reads (fund, approve, confirm-payment, cancel and the developer's answers read none). */
export type MilestoneActionBody =
  | { action: 'fund' | 'approve' | 'confirm-payment' | 'cancel' | 'accept-cancellation' | 'decline-cancellation' }
  | { action: 'request-cancellation'; body: RequestCancellationBody }
  | { action: 'submit'; body: SubmitDeliveryBody }
  | { action: 'request-changes'; body: RequestChangesBody }
  | { action: 'record-payment'; body: RecordPaymentBody }
  | { action: 'dispute'; body: DisputeBody };

interface Move {
  tx: Database;
  row: ContractRow;
  milestone: MilestoneRow;
  role: ContractRole;
  now: Date;
  bank: PlatformBank | null;
}

/** What a move changes on the milestone, and what the other party is told. */
interface Outcome {
  changes: Partial<NewMilestoneRow> & { status: MilestoneStatus };
  notice: ContractNotice | null;
}

/** Carries out one allowed move's side effects (the money, a delivery, a dispute); says what changes. */
async function carryOut(move: Move, input: MilestoneActionBody): Promise<Outcome> {
  const { tx, row, milestone, role, now } = move;
  const about = { to: otherParty(role), actor: role, milestone } as const;
  switch (input.action) {
    case 'fund': {
      const funded = await fundMilestone(tx, row, milestone, move.bank);
      // A transfer asked for is not money yet: the developer is told when it arrives.
      if (funded.status === 'awaiting_transfer') return { changes: { status: 'awaiting_transfer' }, notice: null };
      return { changes: { status: 'funded', fundedAt: now }, notice: { ...about, kind: 'milestone.funded' } };
    }
    case 'submit':
      await insertDelivery(tx, { milestoneId: milestone.id, note: input.body.note, links: input.body.links });
      return {
        changes: { status: 'submitted', submittedAt: now, remindersSent: 0 },
        notice: { ...about, kind: 'milestone.submitted', body: input.body.note },
      };
    case 'request-changes':
      // Its own state (issue 40 §2): the delivery stands, so the client can no longer cancel alone.
      return {
        changes: { status: 'changes_requested', changesNote: input.body.note },
        notice: { ...about, kind: 'milestone.changes_requested', body: input.body.note },
      };
    case 'approve':
      await releaseToDeveloper(tx, row, milestone);
      return {
        changes: { status: 'approved', approvedAt: now, changesNote: null },
        notice: { ...about, kind: 'milestone.approved' },
      };
    case 'record-payment':
      return {
        changes: {
          status: 'payment_recorded',
          paymentDate: input.body.date,
          paymentMethod: input.body.method,
          paymentReference: input.body.reference,
          paymentRecordedAt: now,
        },
        notice: { ...about, kind: 'milestone.payment_recorded' },
      };
    case 'confirm-payment':
      return { changes: { status: 'paid', paymentConfirmedAt: now }, notice: { ...about, kind: 'milestone.paid' } };
    case 'dispute':
      await insertDispute(tx, {
        contractId: row.id,
        milestoneId: milestone.id,
        openedBy: role,
        reason: input.body.reason,
        fromStatus: milestone.status,
      });
      return {
        changes: { status: 'disputed' },
        notice: { ...about, kind: 'milestone.disputed', body: input.body.reason },
      };
    case 'cancel':
      await releaseCancelledMilestone(tx, row, milestone);
      return { changes: { status: 'cancelled' }, notice: { ...about, kind: 'milestone.cancelled' } };
    case 'request-cancellation':
      return {
        changes: {
          status: milestone.status,
          cancelReason: input.body.reason,
          cancelRequestedAt: now,
          cancelAnswer: null,
          cancelAnsweredAt: null,
        },
        notice: { ...about, kind: 'milestone.cancel_requested', body: input.body.reason },
      };
    case 'accept-cancellation':
      // Both parties agree: the only way, besides a dispute, that a delivery's escrow goes back.
      await refundToClient(tx, row, milestone);
      return {
        changes: { status: 'cancelled', cancelAnswer: 'accepted', cancelAnsweredAt: now },
        notice: { ...about, kind: 'milestone.cancel_accepted' },
      };
    case 'decline-cancellation':
      return {
        changes: { status: milestone.status, cancelAnswer: 'declined', cancelAnsweredAt: now },
        notice: { ...about, kind: 'milestone.cancel_declined' },
      };
  }
}

/** Any other move of a milestone drops the client's unanswered request to cancel it. */
function withRequestDropped(milestone: MilestoneRow, outcome: Outcome): Outcome {
  const keeps = outcome.changes.cancelRequestedAt !== undefined || outcome.changes.cancelAnswer !== undefined;
  if (keeps || !isCancellationOpen(milestone)) return outcome;
  return { ...outcome, changes: { ...outcome.changes, cancelReason: null, cancelRequestedAt: null } };
}

/**
 * One move of a milestone by a party (issue 32 §2-§3), in one transaction under the contract's
 * lock: two approvals or fundings racing on one milestone run in turn, and the second is refused
 * with 409 because the first already moved the milestone on, so money moves once.
 */
export async function actOnMilestone(
  db: Database,
  visitor: User,
  contractId: string,
  milestoneId: string,
  input: MilestoneActionBody,
  bank: PlatformBank | null = null,
): Promise<Contract> {
  return inTransaction(db, async (tx) => {
    const locked = await lockContract(tx, contractId);
    const role = roleIn(locked, { userId: visitor.id, isAdmin: false }) as ContractRole;
    const row = locked as ContractRow;
    const milestones = await listMilestonesOf(tx, [row.id]);
    const milestone = milestones.find((m) => m.id === milestoneId);
    if (!milestone) throw notFound(CONTRACT_MESSAGES.milestoneNotFound);
    const check = checkMilestoneAction({
      action: input.action satisfies MilestoneAction,
      role,
      contractStatus: row.status,
      rail: row.paymentRail,
      milestoneStatus: milestone.status,
      cancellationRequested: isCancellationOpen(milestone),
    });
    if (!check.ok) throw check.status === 403 ? forbidden(check.message) : conflict(check.message);
    const { changes, notice } = withRequestDropped(
      milestone,
      await carryOut({ tx, row, milestone, role, now: new Date(), bank }, input),
    );
    const moved = await updateMilestoneFields(tx, milestone.id, changes);
    if (notice) await tellParties(tx, row, [notice]);
    // The contract and its milestones as they are now, without reading them again.
    const current = milestones.map((m) => (m.id === milestoneId ? moved : m));
    const settled = await settleContractIfDone(
      tx,
      row,
      current.map((m) => m.status),
    );
    return readContractAs(tx, settled, role, current);
  });
}
