import type { PaymentRail } from '@app/shared/payments/payment-rails';
import { describe, expect, it } from 'vitest';
import { formatDay, milestoneWaitingNote, partiesLabel, todayDay } from './contract-labels';

const contract = (viewerRole: 'client' | 'developer', paymentRail: PaymentRail = 'tokens') => ({
  viewerRole,
  paymentRail,
  status: 'active' as const,
});

describe('what a milestone waits for, said to the viewer', () => {
  it('tells the developer the client funds first, and says nothing to the client, whose button says it', () => {
    expect(milestoneWaitingNote(contract('developer'), { status: 'pending' })).toBe(
      'Waiting for the client to fund this milestone before work starts.',
    );
    expect(milestoneWaitingNote(contract('client'), { status: 'pending' })).toBeNull();
  });

  it('tells the developer a delivery awaits the client, and the client that the developer is working', () => {
    expect(milestoneWaitingNote(contract('developer'), { status: 'submitted' })).toMatch(/client to approve it/);
    expect(milestoneWaitingNote(contract('client'), { status: 'funded' })).toMatch(/developer is working/);
    expect(milestoneWaitingNote(contract('client'), { status: 'changes_requested' })).toMatch(/deliver again/);
    expect(milestoneWaitingNote(contract('developer'), { status: 'changes_requested' })).toBeNull();
  });

  it('an approved token milestone is settled; an approved currency milestone waits for the payment', () => {
    expect(milestoneWaitingNote(contract('client'), { status: 'approved' })).toMatch(/tokens were released/);
    expect(milestoneWaitingNote(contract('developer', 'direct'), { status: 'approved' })).toMatch(/record the payment/);
    expect(milestoneWaitingNote(contract('client', 'direct'), { status: 'payment_recorded' })).toMatch(
      /confirm receipt/,
    );
  });

  it('escrow by the platform: the client is awaited for the transfer, and an approval is owed by the platform', () => {
    expect(milestoneWaitingNote(contract('client', 'bank_transfer'), { status: 'awaiting_transfer' })).toMatch(
      /^Awaiting your transfer\./,
    );
    expect(milestoneWaitingNote(contract('developer', 'bank_transfer'), { status: 'awaiting_transfer' })).toMatch(
      /Work starts once it arrives/,
    );
    expect(milestoneWaitingNote(contract('developer', 'bank_transfer'), { status: 'approved' })).toMatch(
      /released to you, less the platform’s fee/,
    );
  });

  it('a proposal waits for the developer, whatever the milestone', () => {
    const proposed = { viewerRole: 'client' as const, paymentRail: 'tokens' as const, status: 'proposed' as const };
    expect(milestoneWaitingNote(proposed, { status: 'pending' })).toBe(
      'Work starts once the developer accepts the contract.',
    );
  });

  it('a dispute waits for the admin, for both parties', () => {
    for (const role of ['client', 'developer'] as const) {
      expect(milestoneWaitingNote(contract(role), { status: 'disputed' })).toMatch(/admin to resolve/);
    }
  });
});

describe('contract wording', () => {
  const parties = {
    client: { userId: null, name: 'Grace' },
    developer: { userId: null, name: 'Ada', profileId: null },
  };

  it('says my side and names the other party', () => {
    expect(partiesLabel({ ...parties, viewerRole: 'client' })).toBe('You are the client, working with Ada.');
    expect(partiesLabel({ ...parties, viewerRole: 'developer' })).toBe('You are the developer, working with Grace.');
  });

  it('reads a calendar day as the day it names, wherever the visitor is', () => {
    expect(formatDay('2026-03-03')).toBe('March 3, 2026');
    expect(todayDay(new Date(2026, 0, 9, 23, 30))).toBe('2026-01-09');
  });
});
