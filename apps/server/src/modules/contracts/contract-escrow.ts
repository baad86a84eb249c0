import { CONTRACT_MESSAGES } from '@app/shared/contracts/contracts.constants';
import { isLedgerCurrency, type LedgerCurrency } from '@app/shared/money/currencies';
import { splitFee, wholeUnitsToMinor } from '@app/shared/money/money';
import { PAYMENT_RAIL_MESSAGES } from '@app/shared/payments/payment-rails';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import type { PlatformBank } from '../../lib/platform-bank.ts';
import {
  availableOf,
  contractEscrowOf,
  type Movement,
  owedTo,
  postOperation,
  revenueIn,
  suspenseIn,
} from '../ledger/ledger.service.ts';
import { payeeOf } from './contract-payee.ts';
import type { ContractRow, MilestoneRow } from './contracts.repository.ts';
import { closeInstruction, type InstructionRow } from './payment-instructions.repository.ts';
import { requestTransfer } from './transfer-instructions.ts';

/**
 * A contract's money, by its payment rail (payments/payment-rails.ts; decisions 015 and 022). Every
 * move is one balanced ledger operation in the caller's transaction, keyed by what it settles, so
 * it happens once.
 *
 * - tokens: funding moves the client's available tokens into the contract's escrow; approval
 *   releases them to the developer's wallet; a cancellation or a refund returns them.
 * - bank_transfer: funding asks the client for a transfer (transfer-instructions.ts); the matched
 *   statement entry moves it into the escrow (fundByTransfer); approval owes the developer the amount
 *   less the contract's fee and books the fee as revenue; a refund owes the client. Payouts send
 *   what is owed.
 * - direct: nothing moves; the platform records the parties' payments.
 */
export interface FundOutcome {
  status: 'funded' | 'awaiting_transfer';
  instruction: InstructionRow | null;
}

export async function fundMilestone(
  tx: Database,
  row: ContractRow,
  milestone: MilestoneRow,
  bank: PlatformBank | null,
): Promise<FundOutcome> {
  if (row.paymentRail === 'bank_transfer') {
    if (!bank) throw conflict(PAYMENT_RAIL_MESSAGES.escrowUnavailable);
    return { status: 'awaiting_transfer', instruction: await requestTransfer(tx, row, milestone, bank) };
  }
  if (row.paymentRail === 'tokens' && row.clientId) {
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
  return { status: 'funded', instruction: null };
}

/** A bank-transfer contract's currency, as the ledger names it. */
function currencyOf(row: ContractRow): LedgerCurrency {
  if (!isLedgerCurrency(row.currency)) throw new Error(`The ledger keeps no ${row.currency}`);
  return row.currency;
}

/**
 * Where a currency payment to `userId` waits for its payout: what the platform owes them, or, when
 * they have left the platform, the currency's suspense account, where the finance role sees it.
 */
async function owedAccountOf(tx: Database, userId: string | null, currency: LedgerCurrency) {
  const payee = await payeeOf(tx, userId);
  if (!payee.userId) {
    return { account: suspenseIn(currency), userId: null, note: ' (held for the finance role: the member has left)' };
  }
  return { account: owedTo(payee.userId, currency), userId: payee.userId, note: '' };
}

/**
 * Pays `amount` (whole units, as milestones are agreed) of the milestone's escrow to one party. The
 * developer's share of a bank-transfer contract pays the contract's fee (decision 023).
 */
async function payOut(
  tx: Database,
  row: ContractRow,
  to: 'developer' | 'client',
  amount: number,
  key: string,
  description: string,
): Promise<void> {
  if (row.paymentRail === 'direct' || amount <= 0) return;
  const userId = to === 'developer' ? row.developerId : row.clientId;
  const escrow = contractEscrowOf(row.id);
  if (row.paymentRail === 'tokens') {
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
      movements: [{ from: escrow, to: payee.account, amount }],
    });
    return;
  }
  const currency = currencyOf(row);
  const whole = { amount: wholeUnitsToMinor(amount, currency), currency };
  const { fee, net } = to === 'developer' ? splitFee(whole, row.feeBasisPoints / 100) : { fee: null, net: whole };
  const payee = await owedAccountOf(tx, userId, currency);
  const movements: Movement[] = [{ from: escrow, to: payee.account, amount: net.amount }];
  if (fee && fee.amount > 0) movements.push({ from: escrow, to: revenueIn(currency), amount: fee.amount });
  await postOperation(tx, {
    idempotencyKey: key,
    currency,
    type: 'Transfer',
    userId: payee.userId,
    direction: payee.userId ? 'in' : null,
    earned: to === 'developer',
    description: `${description}${payee.note}`,
    movements: movements.filter((movement) => movement.amount > 0),
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

/**
 * A milestone not yet delivered is cancelled: its escrow goes back to the client, or its open
 * transfer instruction is closed (a transfer that arrives after it waits as unmatched, to be returned).
 */
export async function releaseCancelledMilestone(tx: Database, row: ContractRow, milestone: MilestoneRow) {
  if (milestone.status === 'funded') await refundToClient(tx, row, milestone);
  if (milestone.status === 'awaiting_transfer') await closeInstruction(tx, milestone.id, { status: 'cancelled' });
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
