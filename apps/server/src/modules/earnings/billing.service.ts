import { ESCROW_HOLDING_MILESTONE_STATUSES } from '@app/shared/contracts/contract-settlement';
import { isLedgerCurrency, type LedgerCurrency } from '@app/shared/money/currencies';
import { wholeUnitsToMinor } from '@app/shared/money/money';
import type { BillingInstruction, BillingTotals } from '@app/shared/payments/earnings.schemas';
import type { Database } from '../../db/client.ts';
import { toTransferInstruction } from '../contracts/contract-view.ts';
import { releasedUnitsOf } from '../contracts/milestone-money.ts';
import { owedBalancesOf } from '../ledger/ledger.service.ts';
import { listInstructionsOfClient } from './billing.repository.ts';

type Row = Awaited<ReturnType<typeof listInstructionsOfClient>>[number];

/** What of a paid transfer went to the developer, in minor units (contracts' releasedUnitsOf). */
function releasedOf(row: Row): number {
  const { instruction } = row;
  if (instruction.status !== 'paid') return 0;
  const units = releasedUnitsOf({ status: row.milestoneStatus, amount: row.milestoneAmount }, row);
  return wholeUnitsToMinor(units, instruction.currency as LedgerCurrency);
}

/**
 * GET /api/billing (issue 42): every transfer the client was asked for, with what it became, and per
 * currency the total paid, what the platform holds in escrow now, what went to developers and the
 * refunds it owes the client.
 */
export async function getBilling(db: Database, clientId: string) {
  const rows = await listInstructionsOfClient(db, clientId);
  const owed = await owedBalancesOf(db, clientId);
  const totals = new Map<string, BillingTotals>();
  const totalOf = (currency: LedgerCurrency) => {
    let total = totals.get(currency);
    if (!total) {
      total = { currency, paid: 0, inEscrow: 0, released: 0, owedToYou: 0 };
      totals.set(currency, total);
    }
    return total;
  };
  const instructions: BillingInstruction[] = rows.map((row) => {
    const released = releasedOf(row);
    if (row.instruction.status === 'paid' && isLedgerCurrency(row.instruction.currency)) {
      const total = totalOf(row.instruction.currency);
      total.paid += row.instruction.amount;
      total.released += released;
      if (ESCROW_HOLDING_MILESTONE_STATUSES.includes(row.milestoneStatus)) total.inEscrow += row.instruction.amount;
    }
    return {
      ...toTransferInstruction(row.instruction),
      contractId: row.instruction.contractId,
      contractTitle: row.contractTitle,
      milestoneId: row.instruction.milestoneId,
      milestoneTitle: row.milestoneTitle,
      milestoneStatus: row.milestoneStatus,
      hasReceipt: released > 0,
    };
  });
  for (const money of owed) totalOf(money.currency).owedToYou = money.amount;
  return { totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)), instructions };
}
