import { isLedgerCurrency, type LedgerCurrency } from '@app/shared/money/currencies';
import { toMajorString } from '@app/shared/money/money';
import type { EarningsLine, EarningsTotals } from '@app/shared/payments/earnings.schemas';
import type { Database } from '../../db/client.ts';
import { owedHistoryOf } from '../ledger/ledger.service.ts';

/**
 * GET /api/earnings (issue 42): what the platform released to the member (less its fee), refunds it
 * owes them, what payouts sent and what it owes now, per currency, with every line newest first. The
 * token wallet stays on its own page: this is money held in escrow by the platform.
 */
export async function getEarnings(db: Database, userId: string) {
  const history = (await owedHistoryOf(db, userId)).filter((line) => isLedgerCurrency(line.currency));
  const totals = new Map<string, EarningsTotals>();
  for (const line of history) {
    const currency = line.currency as LedgerCurrency;
    const total = totals.get(currency) ?? {
      currency,
      gross: 0,
      fee: 0,
      released: 0,
      refunded: 0,
      owed: 0,
      paidOut: 0,
    };
    total.owed += line.amount;
    if (line.kind === 'release') {
      total.released += line.amount;
      total.fee += line.fee;
      total.gross += line.amount + line.fee;
    } else if (line.kind === 'refund' || line.kind === 'excess') {
      total.refunded += line.amount;
    } else {
      // A payout out, a returned payout back in: paid out is what stayed out.
      total.paidOut -= line.amount;
    }
    totals.set(currency, total);
  }
  const lines: EarningsLine[] = history
    .map((line) => ({
      at: line.createdAt.toISOString(),
      kind: line.kind,
      currency: line.currency as LedgerCurrency,
      amount: line.amount,
      fee: line.fee,
      description: line.description,
      paidOutAt: line.paidOutAt?.toISOString() ?? null,
    }))
    .reverse();
  return { totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)), lines };
}

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The same lines as a CSV file for the member's books: amounts in the major unit, as banks print them. */
export function earningsCsv(lines: readonly EarningsLine[]): string {
  const header = 'date,kind,description,currency,gross,fee,amount,paid_out_on';
  const rows = lines.map((line) => {
    const major = (amount: number) => toMajorString({ amount, currency: line.currency });
    return [
      line.at.slice(0, 10),
      line.kind,
      csvField(line.description),
      line.currency,
      line.kind === 'release' ? major(line.amount + line.fee) : '',
      line.kind === 'release' ? major(line.fee) : '',
      major(line.amount),
      line.paidOutAt?.slice(0, 10) ?? '',
    ].join(',');
  });
  return `${[header, ...rows].join('\n')}\n`;
}
