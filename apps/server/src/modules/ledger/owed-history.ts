import type { OwedPostingRow } from './ledger.repository.ts';

/**
 * What the platform owes a member, line by line (issue 42): a release of their pay (less the fee),
 * a refund or an overpayment owed back, a payout that sent it, a payout the bank returned.
 */
export type OwedKind = 'release' | 'refund' | 'excess' | 'payout' | 'returned';

export interface OwedLine extends OwedPostingRow {
  kind: OwedKind;
  /** For what came in: when payouts had sent all of it (oldest first), or null while any is owed. */
  paidOutAt: Date | null;
}

/** From the operation's key, which says what it settled (contract-escrow.ts, transfer-instructions.ts, payouts). */
export function owedKindOf(row: Pick<OwedPostingRow, 'amount' | 'idempotencyKey' | 'earned'>): OwedKind {
  if (row.amount < 0) return 'payout';
  if (row.earned) return 'release';
  if (row.idempotencyKey.startsWith('statement:match:')) return 'excess';
  if (row.idempotencyKey.startsWith('statement:')) return 'returned';
  return 'refund';
}

interface Covered {
  line: number;
  amount: number;
}

/**
 * Each credit is paid out first in, first out: a payout covers the oldest amounts still owed, and
 * the credit is paid out on the day the last of it was. A returned payout undoes the latest
 * coverage first (the payout that bounced was the latest), so those credits are owed again. Per
 * currency, since a payout never mixes them.
 */
export function owedHistory(rows: readonly OwedPostingRow[]): OwedLine[] {
  const lines: OwedLine[] = rows.map((row) => ({ ...row, kind: owedKindOf(row), paidOutAt: null }));
  const remaining = lines.map((line) => (line.kind === 'payout' || line.kind === 'returned' ? 0 : line.amount));
  for (const currency of new Set(lines.map((line) => line.currency))) {
    const open: number[] = [];
    const covered: Covered[] = [];
    lines.forEach((line, index) => {
      if (line.currency !== currency) return;
      if (line.kind === 'payout') {
        let left = -line.amount;
        while (left > 0 && open.length > 0) {
          const head = open[0] as number;
          const take = Math.min(left, remaining[head] as number);
          remaining[head] = (remaining[head] as number) - take;
          left -= take;
          covered.push({ line: head, amount: take });
          if (remaining[head] === 0) {
            (lines[head] as OwedLine).paidOutAt = line.createdAt;
            open.shift();
          }
        }
      } else if (line.kind === 'returned') {
        let back = line.amount;
        while (back > 0 && covered.length > 0) {
          const last = covered[covered.length - 1] as Covered;
          const undo = Math.min(back, last.amount);
          last.amount -= undo;
          back -= undo;
          if (remaining[last.line] === 0) open.unshift(last.line);
          remaining[last.line] = (remaining[last.line] as number) + undo;
          (lines[last.line] as OwedLine).paidOutAt = null;
          if (last.amount === 0) covered.pop();
        }
      } else {
        open.push(index);
      }
    });
  }
  return lines;
}
