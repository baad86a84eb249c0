import { randomInt } from 'node:crypto';
import type { LedgerCurrency } from '@app/shared/money/currencies';
import { formatMoneyAmount, wholeUnitsToMinor } from '@app/shared/money/money';
import { createRfReference, formatRfReference, normalizeRfReference } from '@app/shared/money/rf-reference';
import type { Database } from '../../db/client.ts';
import type { PlatformBank } from '../../lib/platform-bank.ts';
import { contractEscrowOf, owedTo, postOperation, suspenseIn } from '../ledger/ledger.service.ts';
import { tellParties } from './contract-notices.ts';
import {
  type ContractRow,
  listMilestonesOf,
  lockContract,
  type MilestoneRow,
  updateMilestoneFields,
} from './contracts.repository.ts';
import {
  closeInstruction,
  findInstructionByReference,
  type InstructionRow,
  insertInstruction,
} from './payment-instructions.repository.ts';

/** Twelve random digits: digits survive every bank's reference field; 10^12 leaves clashes to chance. */
const referenceBody = () => Array.from({ length: 12 }, () => randomInt(10)).join('');

/**
 * "Fund" on a contract held in escrow by the platform (issue 42): the client is asked to transfer
 * the milestone's amount to the platform's account with an RF reference unique to the milestone.
 * Nothing moves in the ledger until the bank statement shows the transfer.
 */
export async function requestTransfer(
  tx: Database,
  row: ContractRow,
  milestone: MilestoneRow,
  bank: PlatformBank,
): Promise<InstructionRow> {
  const currency = row.currency as LedgerCurrency;
  for (;;) {
    const instruction = await insertInstruction(tx, {
      milestoneId: milestone.id,
      contractId: row.id,
      reference: createRfReference(referenceBody()),
      amount: wholeUnitsToMinor(milestone.amount, currency),
      currency,
      accountName: bank.accountName,
      iban: bank.iban,
      bic: bank.bic,
    });
    if (instruction) return instruction;
  }
}

/** A credit on the platform's bank statement, in the currency's minor unit. */
export interface Credit {
  entryId: string;
  reference: string | null;
  amount: number;
  currency: LedgerCurrency;
}

export type TransferMatch =
  | { matched: true; contractId: string; milestoneId: string; note: string }
  | { matched: false; note: string };

const unmatched = (note: string): TransferMatch => ({ matched: false, note });

/** Why a credit naming `instruction` cannot fund it as it is; null when it can. */
function mismatchOf(credit: Credit, instruction: InstructionRow, excess: 'refuse' | 'owe'): string | null {
  const asked = formatMoneyAmount(instruction);
  if (credit.currency !== instruction.currency) {
    return `It arrived in ${credit.currency}; the milestone asks for ${asked}: send it back.`;
  }
  if (credit.amount < instruction.amount) {
    const short = formatMoneyAmount({ amount: instruction.amount - credit.amount, currency: instruction.currency });
    return `It is ${short} short of the ${asked} the milestone asks for: send it back, and the client pays the whole amount.`;
  }
  if (credit.amount > instruction.amount && excess === 'refuse') {
    const over = formatMoneyAmount({ amount: credit.amount - instruction.amount, currency: instruction.currency });
    return `It is ${over} more than the ${asked} the milestone asks for: match it (the excess is owed back to the client) or send it back.`;
  }
  return null;
}

/**
 * A statement credit funds the milestone its reference names (issue 42), in the import's
 * transaction under the contract's lock: the amount moves from suspense into the contract's escrow,
 * the milestone is funded and both parties are told. Only an exact amount in the right currency is
 * matched on import; the finance role may match an excess (`excess: 'owe'`), which is then owed
 * back to the client. Anything else stays unmatched, with the reason.
 */
export async function fundByTransfer(
  tx: Database,
  credit: Credit,
  excess: 'refuse' | 'owe' = 'refuse',
): Promise<TransferMatch> {
  if (!credit.reference) return unmatched('It carries no reference: match it to a milestone or send it back.');
  const reference = normalizeRfReference(credit.reference);
  const printed = formatRfReference(reference);
  const instruction = await findInstructionByReference(tx, reference);
  if (!instruction) return unmatched(`No milestone awaits a transfer with the reference ${printed}.`);
  const row = await lockContract(tx, instruction.contractId);
  const [milestone] = (await listMilestonesOf(tx, [instruction.contractId])).filter(
    (m) => m.id === instruction.milestoneId,
  );
  if (!row || !milestone) return unmatched(`No milestone awaits a transfer with the reference ${printed}.`);
  if (instruction.status === 'paid') {
    return unmatched(
      `The milestone of ${printed} is already paid (statement entry ${instruction.entryId}): send this one back.`,
    );
  }
  if (instruction.status === 'cancelled' || milestone.status !== 'awaiting_transfer') {
    return unmatched(
      `The milestone of ${printed}, "${milestone.title}", was cancelled before this payment arrived: send it back.`,
    );
  }
  const mismatch = mismatchOf(credit, instruction, excess);
  if (mismatch) return unmatched(mismatch);

  const currency = instruction.currency;
  const over = credit.amount - instruction.amount;
  await postOperation(tx, {
    idempotencyKey: `statement:match:${credit.entryId}`,
    currency,
    type: 'Fund',
    userId: row.clientId,
    direction: row.clientId ? 'out' : null,
    description: `Transfer for "${milestone.title}" of ${row.title} (${printed}) into escrow`,
    movements: [
      { from: suspenseIn(currency), to: contractEscrowOf(row.id), amount: instruction.amount },
      ...(over > 0 && row.clientId
        ? [{ from: suspenseIn(currency), to: owedTo(row.clientId, currency), amount: over }]
        : []),
    ],
  });
  const now = new Date();
  await closeInstruction(tx, milestone.id, { status: 'paid', entryId: credit.entryId, paidAt: now });
  await updateMilestoneFields(tx, milestone.id, { status: 'funded', fundedAt: now });
  await tellParties(tx, row, [{ kind: 'milestone.transfer_received', to: 'both', milestone }]);
  const excessNote =
    over > 0 ? ` The ${formatMoneyAmount({ amount: over, currency })} over the amount is owed back to the client.` : '';
  return {
    matched: true,
    contractId: row.id,
    milestoneId: milestone.id,
    note: `Funded "${milestone.title}" of ${row.title}.${excessNote}`,
  };
}
