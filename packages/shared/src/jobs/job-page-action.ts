import type { Job, JobStanding } from './jobs.schemas.ts';

/** The one thing a job's page offers its viewer (issue 33 §5). */
export type JobPageAction =
  | { kind: 'view-applicants' }
  | { kind: 'see-application'; applicationId: string }
  | { kind: 'closed' }
  | { kind: 'apply' };

export const JOB_PAGE_ACTION_LABELS = {
  apply: 'Apply',
  seeApplication: 'Applied: see your application',
  viewApplicants: 'View applicants',
  closed: 'No longer taking applications',
} as const;

/**
 * The owner goes to the applicants whatever the job's state; an applicant to their application
 * even once the job has closed (one application per job, so never a second "Apply"); anyone else
 * may apply while the job is published.
 */
export function jobPageActionOf(job: Pick<Job, 'status'>, standing: JobStanding): JobPageAction {
  if (standing.isOwner) return { kind: 'view-applicants' };
  if (standing.application) return { kind: 'see-application', applicationId: standing.application.id };
  if (job.status !== 'published') return { kind: 'closed' };
  return { kind: 'apply' };
}

/** "No one has applied yet", "1 person has applied", "3 people have applied". */
export function applicantCountLabel(count: number): string {
  if (count === 0) return 'No one has applied yet';
  return count === 1 ? '1 person has applied' : `${count} people have applied`;
}
