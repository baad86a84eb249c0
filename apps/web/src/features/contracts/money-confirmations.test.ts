import { describe, expect, it } from 'vitest';
import { contractConfirmation, milestoneConfirmation } from './money-confirmations';

const milestone = (status: 'pending' | 'funded' | 'payment_recorded' = 'pending') => ({
  title: 'Design',
  amount: 1200,
  status,
  payment:
    status === 'payment_recorded'
      ? {
          date: '2026-03-03',
          method: 'Bank transfer',
          reference: null,
          recordedAt: '2026-03-03T10:00:00.000Z',
          confirmedAt: null,
        }
      : null,
});

describe('what a move that moves money asks before it happens', () => {
  it('funding tokens says the amount and that it moves from the balance into escrow', () => {
    const confirmation = milestoneConfirmation('fund', { currency: 'TOKENS' }, milestone());
    expect(confirmation.description).toMatch(
      /^1,200 tokens move from your available balance into this contract's escrow/,
    );
    expect(confirmation.confirmLabel).toBe('Fund 1,200 tokens');
  });

  it('funding a currency says the platform does not hold the money', () => {
    const confirmation = milestoneConfirmation('fund', { currency: 'EUR' }, milestone());
    expect(confirmation.description).toMatch(/payment of EUR 1,200 is secured/);
    expect(confirmation.description).toMatch(/does not hold or move this money/);
  });

  it('approving tokens releases them from escrow to the developer', () => {
    const confirmation = milestoneConfirmation('approve', { currency: 'TOKENS' }, milestone('funded'));
    expect(confirmation.description).toBe(
      "1,200 tokens move from escrow to the developer's balance. This cannot be undone.",
    );
  });

  it('cancelling a funded token milestone refunds it; an unfunded one moves nothing', () => {
    expect(milestoneConfirmation('cancel', { currency: 'TOKENS' }, milestone('funded')).description).toMatch(
      /^1,200 tokens return from escrow to your available balance/,
    );
    expect(milestoneConfirmation('cancel', { currency: 'TOKENS' }, milestone('pending')).description).toMatch(
      /Nothing was paid/,
    );
  });

  it('confirming receipt repeats how and when the client says they paid', () => {
    const confirmation = milestoneConfirmation('confirm-payment', { currency: 'USD' }, milestone('payment_recorded'));
    expect(confirmation.description).toMatch(/USD 1,200 by bank transfer on March 3, 2026/);
  });

  it('cancelling a token contract names the escrow that returns to the client', () => {
    const milestones = [
      { ...milestone('funded'), amount: 300 },
      { ...milestone('funded'), amount: 200 },
      { ...milestone('pending'), amount: 900 },
    ] as never;
    expect(contractConfirmation('cancel', { currency: 'TOKENS', milestones }).description).toMatch(
      /500 tokens held in escrow return to the client/,
    );
    expect(contractConfirmation('cancel', { currency: 'USD', milestones }).description).not.toMatch(/escrow/);
  });
});

describe('escrow by the platform (issue 42)', () => {
  const terms = { currency: 'EUR' as const, paymentRail: 'bank_transfer' as const, feePercent: 10 };
  const item = (status: 'pending' | 'funded' | 'awaiting_transfer') => ({
    title: 'Design',
    amount: 100,
    status,
    payment: null,
  });

  it('asks for a transfer, releases less the fee, and owes a cancelled escrow back', () => {
    expect(milestoneConfirmation('fund', terms, item('pending'))).toMatchObject({
      confirmLabel: 'Get the transfer details',
      done: 'Transfer details ready: pay EUR 100 with the reference shown.',
    });
    expect(milestoneConfirmation('approve', terms, item('funded')).description).toMatch(/less the platform's 10% fee/);
    expect(milestoneConfirmation('cancel', terms, item('funded')).done).toBe(
      'Milestone cancelled: EUR 100 owed back to you.',
    );
    expect(milestoneConfirmation('cancel', terms, item('awaiting_transfer')).description).toMatch(/sends it back/);
  });
});
