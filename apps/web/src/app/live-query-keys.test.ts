import { describe, expect, it } from 'vitest';
import { queryKeysFor } from './live-query-keys';

describe('what a live notification refreshes on screen', () => {
  it('a new message refreshes its open conversation, the unread counts and the application lists', () => {
    expect(queryKeysFor({ kind: 'message.new', data: { applicationId: 'a1', jobId: 'j1' } })).toEqual([
      ['messages', 'thread', 'a1'],
      ['messages', 'unread'],
      ['messages', 'conversations'],
      ['applications'],
    ]);
  });

  it('a new direct message refreshes its open conversation too (issue 41 §5)', () => {
    expect(queryKeysFor({ kind: 'message.new', data: { conversationId: 'c1' } })[0]).toEqual([
      'messages',
      'thread',
      'c1',
    ]);
  });

  it('a new application or a changed status refreshes the applicants lists and my jobs with their counts', () => {
    expect(queryKeysFor({ kind: 'application.status', data: { applicationId: 'a1' } })).toEqual([
      ['applications'],
      ['my-jobs'],
    ]);
  });

  it("a new application also takes its developer out of the job's suggested developers", () => {
    expect(queryKeysFor({ kind: 'application.new', data: { applicationId: 'a1' } })).toEqual([
      ['applications'],
      ['my-jobs'],
      ['matching'],
    ]);
  });

  it('an invitation refreshes the invitations', () => {
    expect(queryKeysFor({ kind: 'invitation.new', data: { jobId: 'j1' } })).toEqual([['invitations']]);
  });

  it('a new or accepted answer refreshes that question, its answers and the question list', () => {
    for (const kind of ['answer.new', 'answer.accepted'] as const) {
      expect(queryKeysFor({ kind, data: { questionId: 'q1' } })).toEqual([
        ['community', 'questions', 'answers', 'q1'],
        ['community', 'questions', 'detail', 'q1'],
        ['community', 'questions', 'list'],
      ]);
    }
  });

  it('a reviewed bounty submission refreshes the submissions, the bounty board and the wallet', () => {
    for (const kind of ['bounty.approved', 'bounty.rejected'] as const) {
      expect(queryKeysFor({ kind, data: { bountyId: 'b1' } })).toEqual([
        ['bounties', 'submissions'],
        ['bounties', 'list'],
        ['wallet'],
      ]);
    }
  });

  it("a contract's proposal, answer or review refreshes that contract and the contract lists", () => {
    for (const kind of ['contract.proposed', 'contract.accepted', 'milestone.submitted', 'review.received'] as const) {
      expect(queryKeysFor({ kind, data: { contractId: 'c1' } })).toEqual([
        ['contracts', 'detail', 'c1'],
        ['contracts', 'list'],
      ]);
    }
  });

  it('a move of money in or out of escrow also refreshes the wallet, Earnings and Billing', () => {
    const kinds = [
      'milestone.funded',
      'milestone.transfer_received',
      'milestone.approved',
      'milestone.resolved',
      'milestone.cancelled',
      'contract.cancelled',
    ] as const;
    for (const kind of kinds) {
      expect(queryKeysFor({ kind, data: { contractId: 'c1', milestoneId: 'm1' } })).toEqual([
        ['contracts', 'detail', 'c1'],
        ['contracts', 'list'],
        ['wallet'],
        ['member-money'],
      ]);
    }
    expect(queryKeysFor({ kind: 'payout.sent', data: {} })).toEqual([['member-money']]);
  });

  it('without the ids it needs, it refreshes the whole area rather than nothing', () => {
    expect(queryKeysFor({ kind: 'message.new', data: {} })[0]).toEqual(['messages']);
    expect(queryKeysFor({ kind: 'answer.new', data: {} })).toEqual([['community']]);
    expect(queryKeysFor({ kind: 'milestone.paid', data: {} })).toEqual([['contracts']]);
  });
});
