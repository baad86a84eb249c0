import { describe, expect, it } from 'vitest';
import { milestoneHoldsMoney, moneyHoldingStatuses } from './contract-settlement.ts';
import { MILESTONE_STATUSES } from './contracts.constants.ts';

describe('which milestones keep a party from leaving (issue 40 §4)', () => {
  it('holds a TOKENS milestone while its tokens are in escrow, not before funding or once settled', () => {
    // `changes_requested` is a state once issue 40 §2 lands; held either way.
    const holding = MILESTONE_STATUSES.filter((status) => milestoneHoldsMoney(status, 'TOKENS'));
    expect(holding.filter((status: string) => status !== 'changes_requested')).toEqual([
      'funded',
      'submitted',
      'disputed',
    ]);
    expect(milestoneHoldsMoney('changes_requested', 'TOKENS')).toBe(true);
  });

  it('holds a currency milestone until its payment is confirmed', () => {
    const holding = MILESTONE_STATUSES.filter((status) => milestoneHoldsMoney(status, 'EUR'));
    expect(holding.filter((status: string) => status !== 'changes_requested')).toEqual([
      'funded',
      'submitted',
      'approved',
      'payment_recorded',
      'disputed',
    ]);
  });

  it('gives the database the same lists', () => {
    for (const status of MILESTONE_STATUSES) {
      expect(moneyHoldingStatuses('tokens').includes(status)).toBe(milestoneHoldsMoney(status, 'TOKENS'));
      expect(moneyHoldingStatuses('currency').includes(status)).toBe(milestoneHoldsMoney(status, 'USD'));
    }
  });
});
