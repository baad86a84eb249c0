import { QUESTION_EXCERPT_LENGTH } from '@app/shared/community/community.constants';
import { describe, expect, it } from 'vitest';
import { countLabel, excerptOf } from './question-card';

describe('excerptOf', () => {
  it('keeps a short body whole, on one line', () => {
    expect(excerptOf('Short\n\nbody')).toBe('Short body');
  });

  it('cuts a long body at 150 characters and says so', () => {
    const excerpt = excerptOf('a'.repeat(400));
    expect(excerpt).toBe(`${'a'.repeat(QUESTION_EXCERPT_LENGTH)}…`);
  });
});

describe('countLabel', () => {
  it('uses the singular for one', () => {
    expect(countLabel(1, 'view')).toBe('1 view');
    expect(countLabel(0, 'answer')).toBe('0 answers');
    expect(countLabel(1200, 'vote')).toBe('1,200 votes');
  });
});
