/** The life of an application (issue 20 §3). No zod here. */
export const APPLICATION_STATUSES = ['submitted', 'shortlisted', 'hired', 'declined', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  shortlisted: 'Shortlisted',
  hired: 'Hired',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** Decisions are the owner's; withdrawing is the applicant's. */
export const OWNER_DECISIONS = ['shortlisted', 'hired', 'declined'] as const;
export type OwnerDecision = (typeof OWNER_DECISIONS)[number];
export const APPLICANT_ACTIONS = ['withdrawn'] as const;
export const APPLICATION_TARGET_STATUSES = [...OWNER_DECISIONS, ...APPLICANT_ACTIONS] as const;
export type ApplicationTargetStatus = (typeof APPLICATION_TARGET_STATUSES)[number];

/** Still open: the owner has not hired or declined and the applicant has not withdrawn. */
export const UNDECIDED_STATUSES: readonly ApplicationStatus[] = ['submitted', 'shortlisted'];

export const DECISION_MESSAGE_MAX = 1000;

export const APPLICATION_MESSAGES = {
  jobNotTakingApplications: 'This job is no longer taking applications.',
  ownJob: 'You cannot apply to your own job.',
  onlyOwnerDecides: 'Only the owner of this job can decide on its applications.',
  onlyApplicantWithdraws: 'Only the applicant can withdraw an application.',
  noJob: 'This application is not for a job on the platform, so there is nobody to decide on it.',
  // A job hires once (a unique index backs this), so a filled job is never reopened for a second hire.
  jobFilled: 'This job has already been filled, so nobody else can be hired for it.',
  filledJobStays: 'A developer has been hired for this job, so it can no longer be reopened or closed.',
  onlyOwnerSees: 'Only the owner of this job can see its applicants.',
  onlyOwnerInvites: 'Only the owner of this job can invite developers to it.',
  onlyApplicantEdits: 'Only the applicant can edit an application.',
  alreadyApplied: 'You have already applied to this job. Edit your existing application instead.',
  stayWithJob: 'An application stays with the job it was sent to: apply to the other job separately.',
  inviteOnce: 'You have already invited this developer to this job.',
  inviteNoAccount: 'This developer has no account on the platform yet, so they cannot receive an invitation.',
  inviteSelf: 'You cannot invite yourself to your own job.',
  inviteClosedJob: 'Only an open job can receive applications: reopen it before inviting anyone.',
} as const;

/** A developer who already applied to the job needs no invitation to it (issue 41 §5). */
export function alreadyAppliedMessage(developerName: string): string {
  return `${developerName} already applied to this job.`;
}
