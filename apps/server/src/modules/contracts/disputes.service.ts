import { CONTRACT_MESSAGES, DISPUTE_OUTCOME_LABELS } from '@app/shared/contracts/contracts.constants';
import type { AdminDispute, ResolveDisputeBody } from '@app/shared/contracts/contracts.schemas';
import type { Database } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { settleContractIfDone } from './contract-completion.ts';
import { settleDispute } from './contract-escrow.ts';
import { tellParties } from './contract-notices.ts';
import { toDispute } from './contract-view.ts';
import {
  type ContractRow,
  type DisputeRow,
  listDisputeRows,
  listMilestonesOf,
  lockContract,
  lockDispute,
  type MilestoneRow,
  updateDisputeFields,
  updateMilestoneFields,
} from './contracts.repository.ts';

function toAdminDispute(row: { dispute: DisputeRow; contract: ContractRow; milestone: MilestoneRow }): AdminDispute {
  return {
    ...toDispute(row.dispute),
    contractId: row.contract.id,
    contractTitle: row.contract.title,
    currency: row.contract.currency,
    milestone: { id: row.milestone.id, title: row.milestone.title, amount: row.milestone.amount },
    client: { userId: row.contract.clientId, name: row.contract.clientName },
    developer: { userId: row.contract.developerId, name: row.contract.developerName },
  };
}

/** The admin's list of disputes (issue 32 §3), open ones by default, newest first. */
export async function listDisputes(
  db: Database,
  query: { status: 'open' | 'resolved'; limit: number; cursor?: string },
) {
  const rows = await listDisputeRows(db, {
    status: query.status,
    limit: query.limit,
    cursor: decodeCursor(query.cursor),
  });
  const page = toPage(rows, query.limit, (row) => ({ value: null, id: row.dispute.id }));
  return { disputes: page.items.map(toAdminDispute), nextCursor: page.nextCursor };
}

/** The developer's share under each outcome; a split must leave both parties something. */
function developerShareOf(body: ResolveDisputeBody, amount: number): number {
  if (body.outcome === 'release') return amount;
  if (body.outcome === 'refund') return 0;
  if (body.developerAmount === undefined) {
    throw new AppError(400, 'invalid_input', CONTRACT_MESSAGES.splitNeedsAmount, [
      { path: 'developerAmount', message: 'is required for a split' },
    ]);
  }
  if (body.developerAmount >= amount) {
    throw new AppError(400, 'invalid_input', CONTRACT_MESSAGES.splitTooLarge(amount), [
      { path: 'developerAmount', message: `must be less than ${amount}` },
    ]);
  }
  return body.developerAmount;
}

/**
 * The admin resolves an open dispute: release, refund or split (TOKENS through the ledger, in
 * whole tokens; a currency's outcome is recorded). The milestone is settled; both parties are
 * told with the admin's note. Two resolutions racing: the second finds it resolved (409).
 */
export async function resolveDispute(db: Database, id: string, body: ResolveDisputeBody): Promise<AdminDispute> {
  return inTransaction(db, async (tx) => {
    const found = await lockDispute(tx, id);
    if (!found) throw notFound(CONTRACT_MESSAGES.disputeNotFound);
    const row = (await lockContract(tx, found.contractId)) as ContractRow;
    // Locked behind the contract: a resolution that waited sees the first one's outcome.
    const dispute = (await lockDispute(tx, id)) as DisputeRow;
    if (dispute.status !== 'open') throw conflict(CONTRACT_MESSAGES.disputeNotOpen);
    const milestone = (await listMilestonesOf(tx, [row.id])).find((m) => m.id === dispute.milestoneId) as MilestoneRow;
    const developerAmount = developerShareOf(body, milestone.amount);
    await settleDispute(tx, row, milestone, dispute.id, developerAmount);
    const now = new Date();
    await updateDisputeFields(tx, id, {
      status: 'resolved',
      outcome: body.outcome,
      developerAmount,
      note: body.note,
      resolvedAt: now,
    });
    await updateMilestoneFields(tx, milestone.id, { status: 'resolved' });
    await tellParties(tx, row, [
      {
        kind: 'milestone.resolved',
        to: 'both',
        milestone,
        body: `${DISPUTE_OUTCOME_LABELS[body.outcome]}: ${body.note}`,
      },
    ]);
    await settleContractIfDone(tx, row);
    const [resolved] = await listDisputeRows(tx, { status: 'resolved', limit: 1, cursor: null, id });
    return toAdminDispute(resolved as { dispute: DisputeRow; contract: ContractRow; milestone: MilestoneRow });
  });
}
