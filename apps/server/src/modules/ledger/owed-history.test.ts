import { describe, expect, it } from 'vitest';
import type { OwedPostingRow } from './ledger.repository.ts';
import { owedHistory } from './owed-history.ts';

let n = 0;
const row = (amount: number, key: string, earned = false, currency = 'EUR'): OwedPostingRow => {
  n += 1;
  return {
    transactionId: `t${n}`,
    createdAt: new Date(Date.UTC(2026, 11, n)),
    idempotencyKey: key,
    description: key,
    currency,
    amount,
    fee: 0,
    earned,
  };
};

describe('what the platform owes a member, line by line (issue 42)', () => {
  it('names each line by what it settled', () => {
    const lines = owedHistory([
      row(5337, 'contract:release:m1', true),
      row(4000, 'contract:dispute:d1:client'),
      row(500, 'statement:match:csv:1'),
      row(-9837, 'payout:item1'),
      row(9837, 'statement:camt:R1'),
    ]);
    expect(lines.map((line) => line.kind)).toEqual(['release', 'refund', 'excess', 'payout', 'returned']);
  });

  it('pays out oldest first, and dates a credit by the payout that sent its last cent', () => {
    const [first, second, , third] = owedHistory([
      row(1000, 'contract:release:a', true),
      row(2000, 'contract:release:b', true),
      row(-1500, 'payout:1'),
      row(700, 'contract:release:c', true),
      row(-2200, 'payout:2'),
    ]);
    expect(first?.paidOutAt).toEqual(new Date(Date.UTC(2026, 11, n - 2)));
    expect(second?.paidOutAt).toEqual(new Date(Date.UTC(2026, 11, n)));
    expect(third?.paidOutAt).toEqual(new Date(Date.UTC(2026, 11, n)));
  });

  it('owes again what a returned payout had covered, and keeps currencies apart', () => {
    const lines = owedHistory([
      row(1000, 'contract:release:a', true),
      row(500, 'contract:release:g', true, 'GBP'),
      row(-1000, 'payout:1'),
      row(1000, 'statement:returned-1'),
    ]);
    expect(lines[0]?.paidOutAt).toBeNull();
    expect(lines[1]?.paidOutAt).toBeNull();
    const resent = owedHistory([...lines, row(-1000, 'payout:2')]);
    expect(resent[0]?.paidOutAt).toEqual(new Date(Date.UTC(2026, 11, n)));
    expect(resent[1]?.paidOutAt).toBeNull();
  });
});
