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
    ['developer', 'TOKENS', false, ['submit', 'dispute']],
    ['client', 'TOKENS', false, ['dispute', 'request-cancellation']],
    ['developer', 'TOKENS', true, ['submit', 'dispute', 'accept-cancellation', 'decline-cancellation']],
    ['client', 'TOKENS', true, ['dispute']],
    ['developer', 'USD', false, ['submit', 'dispute']],
  ] as const)(
    'offers the %s of a %s contract, on changes requested (request open: %s): %j',
    (role, currency, cancellationRequested, actions) => {
      expect(
        availableMilestoneActions({
          ...active,
          role,
          currency,
          milestoneStatus: 'changes_requested',
          cancellationRequested,
        }),
      ).toEqual(actions);
    },
  );

  it('refuses the client alone a cancellation of a delivered milestone, or of its contract', () => {
    for (const milestoneStatus of ['submitted', 'changes_requested'] as const) {
      expect(
        checkMilestoneAction({ ...active, action: 'cancel', role: 'client', currency: 'TOKENS', milestoneStatus }),
      ).toEqual({ ok: false, status: 409, message: CONTRACT_MESSAGES.deliveredNeedsAgreement });
      for (const role of ['client', 'developer'] as const) {
        expect(
          checkContractAction({ ...active, action: 'cancel', role, milestoneStatuses: ['funded', milestoneStatus] }),
        ).toEqual({ ok: false, status: 409, message: CONTRACT_MESSAGES.cannotCancel });
      }
    }
  });

  it('lets only the developer answer an open request, and the client ask once', () => {
    const base = { ...active, currency: 'TOKENS', milestoneStatus: 'changes_requested' as const };
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
    ['client', 'TOKENS', 'pending', ['fund', 'cancel']],
    ['developer', 'TOKENS', 'pending', []],
    ['developer', 'TOKENS', 'funded', ['submit']],
    ['client', 'TOKENS', 'funded', ['cancel']],
    ['client', 'TOKENS', 'submitted', ['request-changes', 'approve', 'dispute', 'request-cancellation']],
    ['developer', 'TOKENS', 'submitted', ['dispute']],
    ['client', 'TOKENS', 'approved', []],
    ['client', 'USD', 'approved', ['record-payment', 'dispute']],
    ['developer', 'USD', 'approved', ['dispute']],
    ['developer', 'USD', 'payment_recorded', ['confirm-payment', 'dispute']],
    ['client', 'USD', 'paid', []],
    ['client', 'USD', 'disputed', []],
    ['developer', 'TOKENS', 'resolved', []],
  ] as const)('offers the %s of a %s contract on a %s milestone: %j', (role, currency, status, actions) => {
    expect(availableMilestoneActions({ ...active, role, currency, milestoneStatus: status })).toEqual(actions);
  });

  it("answers 403 for the other party's move and 409 with the reason for the wrong state", () => {
    expect(
      checkMilestoneAction({
        ...active,
        action: 'approve',
        role: 'developer',
        currency: 'TOKENS',
        milestoneStatus: 'submitted',
      }),
    ).toEqual({ ok: false, status: 403, message: CONTRACT_MESSAGES.onlyClient });
    expect(
      checkMilestoneAction({
        ...active,
        action: 'submit',
        role: 'client',
        currency: 'TOKENS',
        milestoneStatus: 'funded',
      }),
    ).toEqual({ ok: false, status: 403, message: CONTRACT_MESSAGES.onlyDeveloper });
    expect(
      checkMilestoneAction({
        ...active,
        action: 'fund',
        role: 'client',
        currency: 'TOKENS',
        milestoneStatus: 'funded',
      }),
    ).toEqual({ ok: false, status: 409, message: 'This milestone is already funded.' });
    expect(
      checkMilestoneAction({
        ...active,
        action: 'record-payment',
        role: 'client',
        currency: 'TOKENS',
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
        currency: 'TOKENS',
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
  it('settles TOKENS on approval and a currency on a confirmed payment', () => {
    expect(isMilestoneSettled('approved', 'TOKENS')).toBe(true);
    expect(isMilestoneSettled('approved', 'EUR')).toBe(false);
    expect(isMilestoneSettled('paid', 'EUR')).toBe(true);
  });

  it.each([
    [['approved', 'approved'], 'TOKENS', 'completed'],
    [['approved', 'funded'], 'TOKENS', 'active'],
    [['approved', 'cancelled'], 'TOKENS', 'completed'],
    [['cancelled', 'cancelled'], 'TOKENS', 'cancelled'],
    [['approved'], 'USD', 'active'],
    [['paid', 'resolved'], 'USD', 'completed'],
  ] as const)('milestones %j of a %s contract: %s', (statuses, currency, outcome) => {
    expect(contractOutcome(statuses as readonly MilestoneStatus[], currency)).toBe(outcome);
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
