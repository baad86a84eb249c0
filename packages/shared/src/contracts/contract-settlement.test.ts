import { describe, expect, it } from 'vitest';
import { milestoneHoldsMoney, moneyHoldingStatuses } from './contract-settlement.ts';
import { MILESTONE_STATUSES } from './contracts.constants.ts';

describe('which milestones keep a party from leaving (issue 40 §4)', () => {
  it('holds a TOKENS milestone while its tokens are in escrow, not before funding or once settled', () => {
    // `changes_requested` is a state once issue 40 §2 lands; held either way.
    const holding = MILESTONE_STATUSES.filter((status) => milestoneHoldsMoney(status, 'tokens'));
    expect(holding.filter((status: string) => status !== 'changes_requested')).toEqual([
      'awaiting_transfer',
      'funded',
      'submitted',
      'disputed',
    ]);
    expect(milestoneHoldsMoney('changes_requested', 'tokens')).toBe(true);
  });

  it('holds a bank-transfer milestone from its instruction until approval releases it (issue 42)', () => {
    expect(milestoneHoldsMoney('awaiting_transfer', 'bank_transfer')).toBe(true);
    expect(milestoneHoldsMoney('funded', 'bank_transfer')).toBe(true);
    expect(milestoneHoldsMoney('approved', 'bank_transfer')).toBe(false);
  });

  it('holds a directly paid milestone until its payment is confirmed', () => {
    const holding = MILESTONE_STATUSES.filter((status) => milestoneHoldsMoney(status, 'direct'));
    expect(holding.filter((status: string) => status !== 'changes_requested')).toEqual([
      'awaiting_transfer',
      'funded',
      'submitted',
      'approved',
      'payment_recorded',
      'disputed',
    ]);
  });

  it('gives the database the same lists', () => {
    for (const status of MILESTONE_STATUSES) {
      expect(moneyHoldingStatuses('platform').includes(status)).toBe(milestoneHoldsMoney(status, 'bank_transfer'));
      expect(moneyHoldingStatuses('direct').includes(status)).toBe(milestoneHoldsMoney(status, 'direct'));
    }
  });
});
