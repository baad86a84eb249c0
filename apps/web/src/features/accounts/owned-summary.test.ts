import type { OwnedSummary } from '@app/shared/accounts/accounts.schemas';
import { describe, expect, it } from 'vitest';
import { joinWords, listOwned, switchVisitorWarning } from './owned-summary';

const nothing: OwnedSummary = {
  questions: 0,
  answers: 0,
  prototypes: 0,
  jobs: 0,
  applications: 0,
  hasDeveloperProfile: false,
  walletBalance: 0,
  stakedBalance: 0,
};

describe('what a visitor owns, in words', () => {
  it('names each kind with its count, and leaves out what is not there', () => {
    expect(listOwned({ ...nothing, questions: 2, jobs: 1, hasDeveloperProfile: true, walletBalance: 120 })).toEqual([
      '2 questions',
      '1 job',
      'a developer profile',
      '120 tokens',
    ]);
    expect(listOwned(nothing)).toEqual([]);
  });

  it('joins a list the way a sentence does', () => {
    expect(joinWords([])).toBe('');
    expect(joinWords(['2 questions'])).toBe('2 questions');
    expect(joinWords(['2 questions', '1 job'])).toBe('2 questions and 1 job');
    expect(joinWords(['1 question', '1 answer', '3 jobs'])).toBe('1 question, 1 answer and 3 jobs');
  });

  it('warns, before signing in, that the current visitor keeps what it has', () => {
    expect(switchVisitorWarning({ ...nothing, questions: 2, jobs: 1 })).toBe(
      "This browser's current visitor has 2 questions and 1 job. They stay with that visitor, and are not moved to the account you sign in to.",
    );
    expect(switchVisitorWarning(nothing)).toContain('has content of its own');
  });
});
