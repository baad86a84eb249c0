import { CONTRACT_MESSAGES, TOKEN_CURRENCY } from '@app/shared/contracts/contracts.constants';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { availableOf, contractEscrowOf, postOperation } from '../ledger/ledger.service.ts';
import { payeeOf } from './contract-payee.ts';
import type { ContractRow, MilestoneRow } from './contracts.repository.ts';

/**
 * A TOKENS contract's money (issue 32 §2, decision 015): funding moves a milestone's amount from
 * the client's available balance into the contract's escrow account; approval releases it to the
 * developer; a cancellation or a refund returns it. Every move is one balanced ledger operation in
 * the caller's transaction, keyed by what it settles, so it can happen only once. A currency
 * contract moves nothing: the platform records its payments and never holds them.
 */
const isTokens = (row: ContractRow) => row.currency === TOKEN_CURRENCY;

export async function fundFromClient(tx: Database, row: ContractRow, milestone: MilestoneRow): Promise<void> {
  if (!isTokens(row) || !row.clientId) return;
  await postOperation(tx, {
    idempotencyKey: `contract:fund:${milestone.id}`,
    type: 'Transfer',
    userId: row.clientId,
    direction: 'out',
    description: `Funded "${milestone.title}" of ${row.title} into escrow`,
    movements: [{ from: availableOf(row.clientId), to: contractEscrowOf(row.id), amount: milestone.amount }],
    insufficient: (_account, balance) => conflict(CONTRACT_MESSAGES.notEnoughTokens(balance, milestone.amount)),
  });
}

/** Pays `amount` of the milestone's escrow to one party (the whole of it unless a split says less). */
async function payOut(
  tx: Database,
  row: ContractRow,
  to: 'developer' | 'client',
  amount: number,
  key: string,
  description: string,
): Promise<void> {
  const userId = to === 'developer' ? row.developerId : row.clientId;
  if (!isTokens(row) || amount <= 0) return;
  // A party who has left (or whose row is gone) is paid nothing: the bounty pool is (issue 40 §4).
  const payee = await payeeOf(tx, userId);
  await postOperation(tx, {
    idempotencyKey: key,
    type: 'Transfer',
    userId: payee.userId,
    direction: payee.userId ? 'in' : null,
    // The developer's pay is what they earned; a refund only gives the client back their own.
    earned: to === 'developer',
    description: `${description}${payee.note}`,
    movements: [{ from: contractEscrowOf(row.id), to: payee.account, amount }],
  });
}

export function releaseToDeveloper(tx: Database, row: ContractRow, milestone: MilestoneRow) {
  return payOut(
    tx,
    row,
    'developer',
    milestone.amount,
    `contract:release:${milestone.id}`,
    `Paid for "${milestone.title}" of ${row.title}`,
  );
}

export function refundToClient(tx: Database, row: ContractRow, milestone: MilestoneRow) {
  return payOut(
    tx,
    row,
    'client',
    milestone.amount,
    `contract:refund:${milestone.id}`,
    `Refund of "${milestone.title}" of ${row.title}`,
  );
}

/** The admin's resolution of a dispute: the developer's share and the rest to the client. */
export async function settleDispute(
  tx: Database,
  row: ContractRow,
  milestone: MilestoneRow,
  disputeId: string,
  developerAmount: number,
): Promise<void> {
  const about = `"${milestone.title}" of ${row.title} after the dispute`;
  await payOut(tx, row, 'developer', developerAmount, `contract:dispute:${disputeId}:developer`, `Paid for ${about}`);
  await payOut(
    tx,
    row,
    'client',
    milestone.amount - developerAmount,
    `contract:dispute:${disputeId}:client`,
    `Refund of ${about}`,
  );
}
