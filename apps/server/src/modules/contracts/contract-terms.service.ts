import { type ContractRole, checkContractAction } from '@app/shared/contracts/contract-rules';
import { CONTRACT_MESSAGES, type ContractAction } from '@app/shared/contracts/contracts.constants';
import type { Contract, ContractDecisionBody, ContractTermsBody } from '@app/shared/contracts/contracts.schemas';
import { defaultRail, PAYMENT_RAIL_MESSAGES } from '@app/shared/payments/payment-rails';
import { MEMBER_LEFT_MESSAGE } from '@app/shared/users/users.constants';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { PlatformBank } from '../../lib/platform-bank.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { lockApplicationForContract } from '../applications/application-contracts.service.ts';
import { findDeveloperOfUser } from '../developers/developers.service.ts';
import { moveDealToWon } from '../opportunities/opportunities.service.ts';
import { getUser, hasLeftPlatform } from '../users/users.service.ts';
import { readContractAs, roleIn } from './contract-details.service.ts';
import { releaseCancelledMilestone } from './contract-escrow.ts';
import { tellParties } from './contract-notices.ts';
import {
  type ContractRow,
  insertContract,
  insertMilestones,
  listMilestonesOf,
  lockContract,
  replaceMilestones,
  updateContractFields,
  updateMilestonesFields,
} from './contracts.repository.ts';

const APPLICATION_NOT_FOUND = 'No application with this id that is yours or for your job.';

/**
 * How the terms' money moves (issue 42): TOKENS always through the token escrow; a currency in the
 * platform's escrow when its bank account is set up, unless the client chose to pay directly (or
 * asked for escrow the platform cannot give: 409). The fee is fixed when the terms are set.
 */
function moneyTermsOf(body: ContractTermsBody, bank: PlatformBank | null) {
  const rail = body.currency === 'TOKENS' ? 'tokens' : (body.paymentRail ?? defaultRail(body.currency, bank !== null));
  if (rail === 'bank_transfer' && !bank) throw conflict(PAYMENT_RAIL_MESSAGES.escrowUnavailable);
  return { paymentRail: rail, feeBasisPoints: rail === 'bank_transfer' && bank ? bank.feeBasisPoints : 0 };
}

const milestoneRows = (contractId: string, body: ContractTermsBody) =>
  body.milestones.map((milestone, index) => ({
    contractId,
    position: index + 1,
    title: milestone.title,
    amount: milestone.amount,
    dueDate: milestone.dueDate,
  }));

/**
 * The job's owner proposes a contract from a hired application (issue 32 §1). One live contract
 * per application: a second proposal answers 409 (the partial unique index decides a race).
 */
export async function proposeContract(
  db: Database,
  visitor: User,
  applicationId: string,
  body: ContractTermsBody,
  bank: PlatformBank | null = null,
): Promise<Contract> {
  const money = moneyTermsOf(body, bank);
  return inTransaction(db, async (tx) => {
    const application = await lockApplicationForContract(tx, applicationId);
    if (!application || (application.ownerId !== visitor.id && application.applicantId !== visitor.id)) {
      throw notFound(APPLICATION_NOT_FOUND);
    }
    if (application.ownerId !== visitor.id) throw forbidden(CONTRACT_MESSAGES.onlyOwnerProposes);
    if (!application.jobId) throw conflict(CONTRACT_MESSAGES.noJob);
    if (application.status !== 'hired') throw conflict(CONTRACT_MESSAGES.applicationNotHired);
    if (await hasLeftPlatform(tx, application.applicantId)) throw conflict(MEMBER_LEFT_MESSAGE);
    const developer = await getUser(tx, application.applicantId);
    const profile = await findDeveloperOfUser(tx, application.applicantId);
    const row = await insertContract(tx, {
      applicationId,
      jobId: application.jobId,
      jobTitle: application.jobTitle,
      clientId: visitor.id,
      developerId: application.applicantId,
      developerProfileId: profile?.id ?? null,
      clientName: visitor.name,
      developerName: profile?.name || developer.name,
      title: body.title,
      scope: body.scope,
      currency: body.currency,
      ...money,
    });
    if (!row) throw conflict(CONTRACT_MESSAGES.alreadyActive);
    await insertMilestones(tx, milestoneRows(row.id, body));
    await tellParties(tx, row, [{ kind: 'contract.proposed', to: 'developer', actor: 'client' }]);
    return readContractAs(tx, row, 'client');
  });
}

/** Locks the contract and checks that `visitor` may take `action` on it now. */
async function lockForAction(tx: Database, visitor: User, id: string, action: ContractAction) {
  const row = await lockContract(tx, id);
  const role = roleIn(row, { userId: visitor.id, isAdmin: false }) as ContractRole;
  const contract = row as ContractRow;
  const milestones = await listMilestonesOf(tx, [contract.id]);
  const check = checkContractAction({
    action,
    role,
    contractStatus: contract.status,
    milestoneStatuses: milestones.map((m) => m.status),
  });
  if (!check.ok) throw check.status === 403 ? forbidden(check.message) : conflict(check.message);
  return { row: contract, role, milestones };
}

/** The client changes a proposal before the developer accepts it; the developer is told. */
export async function editContract(
  db: Database,
  visitor: User,
  id: string,
  body: ContractTermsBody,
  bank: PlatformBank | null = null,
) {
  const money = moneyTermsOf(body, bank);
  return inTransaction(db, async (tx) => {
    const { row } = await lockForAction(tx, visitor, id, 'edit');
    const updated = await updateContractFields(tx, id, {
      title: body.title,
      scope: body.scope,
      currency: body.currency,
      ...money,
      termsVersion: row.termsVersion + 1,
    });
    await replaceMilestones(tx, id, milestoneRows(id, body));
    await tellParties(tx, updated, [{ kind: 'contract.updated', to: 'developer', actor: 'client' }]);
    return readContractAs(tx, updated, 'client');
  });
}

/**
 * The developer accepts (the deal is Closed Won with the contract's total, issue 32 §5) or
 * declines with a message; the client withdraws. Each is told to the other party.
 */
export async function decideContract(
  db: Database,
  visitor: User,
  id: string,
  action: 'accept' | 'decline' | 'withdraw',
  body: ContractDecisionBody & { termsVersion?: number } = { message: undefined },
) {
  return inTransaction(db, async (tx) => {
    const { row, role, milestones } = await lockForAction(tx, visitor, id, action);
    // Checked under the contract's lock, so an edit racing the acceptance is either read or refused.
    if (action === 'accept' && body.termsVersion !== row.termsVersion) throw conflict(CONTRACT_MESSAGES.termsChanged);
    const now = new Date();
    let updated: ContractRow;
    if (action === 'accept') {
      updated = await updateContractFields(tx, id, { status: 'active', acceptedAt: now });
      const application = row.applicationId ? await lockApplicationForContract(tx, row.applicationId) : null;
      if (application?.opportunityId) {
        const total = milestones.reduce((sum, m) => sum + m.amount, 0);
        await moveDealToWon(tx, application.opportunityId, { amount: total, currency: row.currency });
      }
    } else {
      updated = await updateContractFields(tx, id, {
        status: action === 'decline' ? 'declined' : 'withdrawn',
        decisionMessage: action === 'decline' ? (body.message ?? null) : row.decisionMessage,
      });
    }
    const kind =
      action === 'accept' ? 'contract.accepted' : action === 'decline' ? 'contract.declined' : 'contract.withdrawn';
    await tellParties(tx, row, [
      { kind, to: role === 'client' ? 'developer' : 'client', actor: role, body: body.message },
    ]);
    return readContractAs(tx, updated, role, milestones);
  });
}

/**
 * Either party ends an active contract while nothing is delivered (or sent back for changes),
 * disputed or awaiting payment confirmation: the milestones not yet carried out are cancelled and
 * their escrow refunded. A delivered milestone is first settled or cancelled by agreement (issue 40 §2).
 */
export async function cancelContract(db: Database, visitor: User, id: string) {
  return inTransaction(db, async (tx) => {
    const { row, role, milestones } = await lockForAction(tx, visitor, id, 'cancel');
    const open = milestones.filter((m) => ['pending', 'awaiting_transfer', 'funded'].includes(m.status));
    for (const milestone of open) await releaseCancelledMilestone(tx, row, milestone);
    await updateMilestonesFields(
      tx,
      open.map((m) => m.id),
      { status: 'cancelled' },
    );
    await updateContractFields(tx, id, { status: 'cancelled' });
    await tellParties(tx, row, [
      { kind: 'contract.cancelled', to: role === 'client' ? 'developer' : 'client', actor: role },
    ]);
    return readContractAs(tx, (await lockContract(tx, id)) as ContractRow, role);
  });
}
