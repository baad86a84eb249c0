import { describe, expect, it } from 'vitest';
import { applicantCountLabel, jobPageActionOf } from './job-page-action.ts';
import type { JobStanding } from './jobs.schemas.ts';

const APPLICATION_ID = '7b0e3c1a-5f44-4c2a-9a61-0d3f7c1e2b90';
const buildStanding = (overrides: Partial<JobStanding> = {}): JobStanding => ({
  applicantCount: 0,
  isOwner: false,
  application: null,
  ...overrides,
});

describe('jobPageActionOf', () => {
  it('offers Apply on a published job to someone who has not applied', () => {
    expect(jobPageActionOf({ status: 'published' }, buildStanding())).toEqual({ kind: 'apply' });
  });

  it.each(['closed', 'filled', 'draft'] as const)('takes no applications on a %s job', (status) => {
    expect(jobPageActionOf({ status }, buildStanding())).toEqual({ kind: 'closed' });
  });

  it('sends an applicant to their application, even once the job has closed', () => {
    const standing = buildStanding({ application: { id: APPLICATION_ID, status: 'declined' } });
    for (const status of ['published', 'closed'] as const) {
      expect(jobPageActionOf({ status }, standing)).toEqual({ kind: 'see-application', applicationId: APPLICATION_ID });
    }
  });

  it('sends the owner to the applicants, whatever the state', () => {
    for (const status of ['published', 'filled'] as const) {
      expect(jobPageActionOf({ status }, buildStanding({ isOwner: true }))).toEqual({ kind: 'view-applicants' });
    }
  });
});

describe('applicantCountLabel', () => {
  it.each([
    [0, 'No one has applied yet'],
    [1, '1 person has applied'],
    [12, '12 people have applied'],
  ])('%d reads %s', (count, label) => {
    expect(applicantCountLabel(count)).toBe(label);
  });
});
