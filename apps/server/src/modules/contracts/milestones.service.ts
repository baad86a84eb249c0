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
  RequestChangesBody,
  SubmitDeliveryBody,
} from '@app/shared/contracts/contracts.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { settleContractIfDone } from './contract-completion.ts';
import { readContractAs, roleIn } from './contract-details.service.ts';
import { fundFromClient, refundToClient, releaseToDeveloper } from './contract-escrow.ts';
import { type ContractNotice, otherParty, tellParties } from './contract-notices.ts';
import {
  type ContractRow,
  insertDelivery,
  insertDispute,
  listMilestonesOf,
  lockContract,
  type MilestoneRow,
  updateMilestoneFields,
} from './contracts.repository.ts';

/** The body each action reads (fund, approve, confirm-payment and cancel read none). */
export type MilestoneActionBody =
  | { action: 'fund' | 'approve' | 'confirm-payment' | 'cancel' }
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
}

/** Carries out one allowed move: the milestone's new state, the money, and what the other party is told. */
async function carryOut(move: Move, input: MilestoneActionBody): Promise<ContractNotice & { status: MilestoneStatus }> {
  const { tx, row, milestone, role, now } = move;
  const about = { to: otherParty(role), actor: role, milestone } as const;
  switch (input.action) {
    case 'fund':
      await fundFromClient(tx, row, milestone);
      await updateMilestoneFields(tx, milestone.id, { status: 'funded', fundedAt: now });
      return { ...about, kind: 'milestone.funded', status: 'funded' };
    case 'submit':
      await insertDelivery(tx, { milestoneId: milestone.id, note: input.body.note, links: input.body.links });
      await updateMilestoneFields(tx, milestone.id, { status: 'submitted', submittedAt: now, remindersSent: 0 });
      return { ...about, kind: 'milestone.submitted', status: 'submitted', body: input.body.note };
    case 'request-changes':
      await updateMilestoneFields(tx, milestone.id, { status: 'funded', changesNote: input.body.note });
      return { ...about, kind: 'milestone.changes_requested', status: 'funded', body: input.body.note };
    case 'approve':
      await releaseToDeveloper(tx, row, milestone);
      await updateMilestoneFields(tx, milestone.id, { status: 'approved', approvedAt: now, changesNote: null });
      return { ...about, kind: 'milestone.approved', status: 'approved' };
    case 'record-payment':
      await updateMilestoneFields(tx, milestone.id, {
        status: 'payment_recorded',
        paymentDate: input.body.date,
        paymentMethod: input.body.method,
        paymentReference: input.body.reference,
        paymentRecordedAt: now,
      });
      return { ...about, kind: 'milestone.payment_recorded', status: 'payment_recorded' };
    case 'confirm-payment':
      await updateMilestoneFields(tx, milestone.id, { status: 'paid', paymentConfirmedAt: now });
      return { ...about, kind: 'milestone.paid', status: 'paid' };
    case 'dispute':
      await insertDispute(tx, {
        contractId: row.id,
        milestoneId: milestone.id,
        openedBy: role,
        reason: input.body.reason,
        fromStatus: milestone.status,
      });
      await updateMilestoneFields(tx, milestone.id, { status: 'disputed' });
      return { ...about, kind: 'milestone.disputed', status: 'disputed', body: input.body.reason };
    case 'cancel':
      if (milestone.status === 'funded') await refundToClient(tx, row, milestone);
      await updateMilestoneFields(tx, milestone.id, { status: 'cancelled' });
      return { ...about, kind: 'milestone.cancelled', status: 'cancelled' };
  }
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
      currency: row.currency,
      milestoneStatus: milestone.status,
    });
    if (!check.ok) throw check.status === 403 ? forbidden(check.message) : conflict(check.message);
    const { status, ...notice } = await carryOut({ tx, row, milestone, role, now: new Date() }, input);
    await tellParties(tx, row, [notice]);
    // The milestones as they are now, without reading them again.
    await settleContractIfDone(
      tx,
      row,
      milestones.map((m) => (m.id === milestoneId ? status : m.status)),
    );
    return readContractAs(tx, (await lockContract(tx, contractId)) as ContractRow, role);
  });
}
