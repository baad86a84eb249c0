import { describe, expect, it } from 'vitest';
import {
  availableContractActions,
  availableMilestoneActions,
  checkContractAction,
  checkMilestoneAction,
  contractOutcome,
  currencyFromBudget,
  formatContractAmount,
  isMilestoneSettled,
} from './contract-rules.ts';
import { CONTRACT_MESSAGES, type MilestoneStatus } from './contracts.constants.ts';

const active = { contractStatus: 'active' as const };

describe('a delivered milestone keeps its escrow (issue 40 §2)', () => {
  it.each([
    ['developer', 'tokens', false, ['submit', 'dispute']],
    ['client', 'tokens', false, ['dispute', 'request-cancellation']],
    ['developer', 'tokens', true, ['submit', 'dispute', 'accept-cancellation', 'decline-cancellation']],
    ['client', 'tokens', true, ['dispute']],
    ['developer', 'direct', false, ['submit', 'dispute']],
  ] as const)(
    'offers the %s of a %s contract, on changes requested (request open: %s): %j',
    (role, rail, cancellationRequested, actions) => {
      expect(
        availableMilestoneActions({
          ...active,
          role,
          rail,
          milestoneStatus: 'changes_requested',
          cancellationRequested,
        }),
      ).toEqual(actions);
    },
  );

  it('refuses the client alone a cancellation of a delivered milestone, or of its contract', () => {
    for (const milestoneStatus of ['submitted', 'changes_requested'] as const) {
      expect(
        checkMilestoneAction({ ...active, action: 'cancel', role: 'client', rail: 'tokens' as const, milestoneStatus }),
      ).toEqual({ ok: false, status: 409, message: CONTRACT_MESSAGES.deliveredNeedsAgreement });
      for (const role of ['client', 'developer'] as const) {
        expect(
          checkContractAction({ ...active, action: 'cancel', role, milestoneStatuses: ['funded', milestoneStatus] }),
        ).toEqual({ ok: false, status: 409, message: CONTRACT_MESSAGES.cannotCancel });
      }
    }
  });

  it('lets only the developer answer an open request, and the client ask once', () => {
    const base = { ...active, rail: 'tokens' as const, milestoneStatus: 'changes_requested' as const };
    expect(
      checkMilestoneAction({ ...base, action: 'accept-cancellation', role: 'client', cancellationRequested: true }),
    ).toEqual({
      ok: false,
      status: 403,
      message: CONTRACT_MESSAGES.onlyDeveloper,
    });
    expect(checkMilestoneAction({ ...base, action: 'accept-cancellation', role: 'developer' })).toEqual({
      ok: false,
      status: 409,
      message: CONTRACT_MESSAGES.noCancellationRequest,
    });
    expect(
      checkMilestoneAction({ ...base, action: 'request-cancellation', role: 'client', cancellationRequested: true }),
    ).toEqual({ ok: false, status: 409, message: CONTRACT_MESSAGES.cancellationAlreadyRequested });
  });
});

describe('milestone moves (issue 32 §2, §3)', () => {
  it.each([
    ['client', 'tokens', 'pending', ['fund', 'cancel']],
    ['developer', 'tokens', 'pending', []],
    ['developer', 'tokens', 'funded', ['submit']],
    ['client', 'tokens', 'funded', ['cancel']],
    ['client', 'tokens', 'submitted', ['request-changes', 'approve', 'dispute', 'request-cancellation']],
    ['developer', 'tokens', 'submitted', ['dispute']],
    ['client', 'tokens', 'approved', []],
    ['client', 'direct', 'approved', ['record-payment', 'dispute']],
    ['developer', 'direct', 'approved', ['dispute']],
    ['developer', 'direct', 'payment_recorded', ['confirm-payment', 'dispute']],
    ['client', 'direct', 'paid', []],
    ['client', 'direct', 'disputed', []],
    ['developer', 'tokens', 'resolved', []],
    ['client', 'bank_transfer', 'pending', ['fund', 'cancel']],
    ['client', 'bank_transfer', 'awaiting_transfer', ['cancel']],
    ['developer', 'bank_transfer', 'awaiting_transfer', []],
    ['developer', 'bank_transfer', 'funded', ['submit']],
    ['client', 'bank_transfer', 'approved', []],
  ] as const)('offers the %s of a %s contract on a %s milestone: %j', (role, rail, status, actions) => {
    expect(availableMilestoneActions({ ...active, role, rail, milestoneStatus: status })).toEqual(actions);
  });

  it('has no payment to record where the platform holds the money (issue 42)', () => {
    const recordOn = (rail: 'bank_transfer' | 'direct') =>
      checkMilestoneAction({ ...active, action: 'record-payment', role: 'client', rail, milestoneStatus: 'approved' });
    expect(recordOn('bank_transfer')).toEqual({ ok: false, status: 409, message: CONTRACT_MESSAGES.platformHolds });
    expect(recordOn('direct')).toEqual({ ok: true });
    expect(
      checkMilestoneAction({
        ...active,
        action: 'submit',
        role: 'developer',
        rail: 'bank_transfer',
        milestoneStatus: 'awaiting_transfer',
      }),
    ).toEqual({
      ok: false,
      status: 409,
      message: 'This milestone is not funded yet: the client funds it before work is delivered.',
    });
  });

  it("answers 403 for the other party's move and 409 with the reason for the wrong state", () => {
    expect(
      checkMilestoneAction({
        ...active,
        action: 'approve',
        role: 'developer',
        rail: 'tokens' as const,
        milestoneStatus: 'submitted',
      }),
    ).toEqual({ ok: false, status: 403, message: CONTRACT_MESSAGES.onlyClient });
    expect(
      checkMilestoneAction({
        ...active,
        action: 'submit',
        role: 'client',
        rail: 'tokens' as const,
        milestoneStatus: 'funded',
      }),
    ).toEqual({ ok: false, status: 403, message: CONTRACT_MESSAGES.onlyDeveloper });
    expect(
      checkMilestoneAction({
        ...active,
        action: 'fund',
        role: 'client',
        rail: 'tokens' as const,
        milestoneStatus: 'funded',
      }),
    ).toEqual({ ok: false, status: 409, message: 'This milestone is already funded.' });
    expect(
      checkMilestoneAction({
        ...active,
        action: 'record-payment',
        role: 'client',
        rail: 'tokens' as const,
        milestoneStatus: 'approved',
      }),
    ).toEqual({ ok: false, status: 409, message: CONTRACT_MESSAGES.tokensOnly });
  });

  it('refuses every milestone move of a contract that is not active', () => {
    for (const contractStatus of ['proposed', 'completed', 'declined', 'withdrawn', 'cancelled'] as const) {
      const check = checkMilestoneAction({
        action: 'fund',
        role: 'client',
        contractStatus,
        rail: 'tokens' as const,
        milestoneStatus: 'pending',
      });
      expect(check.ok).toBe(false);
    }
  });
});

describe('contract moves (issue 32 §1)', () => {
  it('lets the client edit or withdraw a proposal, and the developer accept or decline it', () => {
    expect(availableContractActions({ role: 'client', contractStatus: 'proposed', milestoneStatuses: [] })).toEqual([
      'edit',
      'withdraw',
    ]);
    expect(availableContractActions({ role: 'developer', contractStatus: 'proposed', milestoneStatuses: [] })).toEqual([
      'accept',
      'decline',
    ]);
  });

  it('lets either party cancel an active contract only while nothing is delivered, disputed or awaiting confirmation', () => {
    expect(
      availableContractActions({ role: 'developer', contractStatus: 'active', milestoneStatuses: ['funded'] }),
    ).toEqual(['cancel']);
    for (const blocking of ['submitted', 'disputed', 'payment_recorded'] as const) {
      expect(
        checkContractAction({
          action: 'cancel',
          role: 'client',
          contractStatus: 'active',
          milestoneStatuses: [blocking],
        }),
      ).toEqual({ ok: false, status: 409, message: CONTRACT_MESSAGES.cannotCancel });
    }
    expect(checkContractAction({ action: 'accept', role: 'developer', contractStatus: 'active' })).toEqual({
      ok: false,
      status: 409,
      message: 'This contract is active, so the proposal can no longer change.',
    });
  });
});

describe('completion (issue 32 §4)', () => {
  it('settles what the platform holds on approval and a direct payment once confirmed', () => {
    expect(isMilestoneSettled('approved', 'tokens')).toBe(true);
    expect(isMilestoneSettled('approved', 'bank_transfer')).toBe(true);
    expect(isMilestoneSettled('approved', 'direct')).toBe(false);
    expect(isMilestoneSettled('paid', 'direct')).toBe(true);
  });

  it.each([
    [['approved', 'approved'], 'tokens', 'completed'],
    [['approved', 'funded'], 'tokens', 'active'],
    [['approved', 'cancelled'], 'tokens', 'completed'],
    [['cancelled', 'cancelled'], 'tokens', 'cancelled'],
    [['approved'], 'direct', 'active'],
    [['paid', 'resolved'], 'direct', 'completed'],
    [['approved', 'cancelled'], 'bank_transfer', 'completed'],
  ] as const)('milestones %j of a %s contract: %s', (statuses, rail, outcome) => {
    expect(contractOutcome(statuses as readonly MilestoneStatus[], rail)).toBe(outcome);
  });
});

describe('money words', () => {
  it('formats amounts and guesses a currency from a budget', () => {
    expect(formatContractAmount(1250, 'TOKENS')).toBe('1,250 tokens');
    expect(formatContractAmount(1250, 'EUR')).toBe('EUR 1,250');
    expect(currencyFromBudget('$10k')).toBe('USD');
    expect(currencyFromBudget('€5,000 - €8,000')).toBe('EUR');
    expect(currencyFromBudget('about £3k')).toBe('GBP');
  });
});
