import { describe, expect, it } from 'vitest';
import { draftForJob, emptyApplicationDraft } from './application-draft';

const job = { id: 'job-1', title: 'Accessibility audit', description: 'Audit a shop.' };

describe('applying to a job from an invitation', () => {
  it('starts the wizard filled with the job', () => {
    expect(draftForJob(job, null)).toEqual({
      ...emptyApplicationDraft(),
      jobId: 'job-1',
      jobTitle: 'Accessibility audit',
      jobDescription: 'Audit a shop.',
    });
  });

  it('keeps an application already begun for the same job, and replaces one for another job', () => {
    const begun = { ...draftForJob(job, null), coverLetter: 'I audited forty shops.' };
    expect(draftForJob(job, begun)).toBe(begun);
    expect(draftForJob({ ...job, id: 'job-2' }, begun).coverLetter).toBe('');
  });
});
