import { describe, expect, it } from 'vitest';
import { BOUNTY_MESSAGES, submissionStatusLabel } from './bounties.constants.ts';
import { SubmitBountyBodySchema } from './bounties.schemas.ts';

describe('submission status labels', () => {
  it('shows Pending and Under Review both as Under Review', () => {
    expect(submissionStatusLabel('Pending')).toBe('Under Review');
    expect(submissionStatusLabel('Under Review')).toBe('Under Review');
    expect(submissionStatusLabel('Approved')).toBe('Approved');
    expect(submissionStatusLabel('Rejected')).toBe('Rejected');
  });
});

describe('the submission form rules', () => {
  const problems = (body: unknown) =>
    SubmitBountyBodySchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('needs an https URL and a description', () => {
    expect(problems({ submissionUrl: '', description: '' })).toEqual([
      ['submissionUrl', BOUNTY_MESSAGES.urlRequired],
      ['description', BOUNTY_MESSAGES.descriptionRequired],
    ]);
    expect(problems({ submissionUrl: 'ftp://x.org/a', description: 'x' })).toEqual([
      ['submissionUrl', BOUNTY_MESSAGES.urlHttps],
    ]);
    expect(problems({ submissionUrl: ' https://github.com/a/b/pull/1 ', description: ' Done ' })).toEqual([]);
  });
});
