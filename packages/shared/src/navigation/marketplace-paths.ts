/**
 * The marketplace pages added by issue 20, beside the spec's 17 routes (routes.ts). They show a
 * visitor's own jobs, applicants and conversations, so none is pre-rendered. Notifications link
 * here, so the server builds its links with these too.
 */
export const MARKETPLACE_PATHS = {
  /**
   * One published job, for anyone (issue 33 §5): `/jobs/:jobId`. Public, but not pre-rendered
   * either: its address carries an id, and its action depends on who is looking.
   */
  job: '/jobs/:jobId',
  myJobs: '/my-jobs',
  /** One job's applicants: `/my-jobs/:jobId`. */
  jobApplicants: '/my-jobs/:jobId',
  myApplications: '/my-applications',
  /** The visitor's contracts, as client and as developer (issue 32 §6). */
  contracts: '/contracts',
  /** One contract: `/contracts/:contractId`. */
  contract: '/contracts/:contractId',
  /** A hired application's contract: opens it, or (for the job's owner) the proposal form. */
  applicationContract: '/contracts/application/:applicationId',
  /** The inbox: every conversation of the visitor (issue 34 §1); the open one is `?conversation=`. */
  messages: '/messages',
  /** A member's public page (issue 41 §2): `/members/:memberId`. Public, but its address carries an id. */
  member: '/members/:memberId',
  /** A developer's shareable page (issue 41 §2), the owner edits it in place: `/developers/:developerId`. */
  developer: '/developers/:developerId',
  /** Issue 42: a client's transfers, invoices and receipts; a member's money held in escrow by the platform. */
  billing: '/billing',
  earnings: '/earnings',
} as const;

export function memberPath(memberId: string): string {
  return `/members/${encodeURIComponent(memberId)}`;
}

export function developerPagePath(developerId: string): string {
  return `/developers/${encodeURIComponent(developerId)}`;
}

export function jobPath(jobId: string): string {
  return `/jobs/${encodeURIComponent(jobId)}`;
}

export function applicationContractPath(applicationId: string): string {
  return `${MARKETPLACE_PATHS.contracts}/application/${encodeURIComponent(applicationId)}`;
}

export function contractPath(contractId: string): string {
  return `${MARKETPLACE_PATHS.contracts}/${encodeURIComponent(contractId)}`;
}

/** The open conversation is the `application` query parameter of either page. */
export const APPLICATION_PARAM = 'application';

export function jobApplicantsPath(jobId: string, applicationId?: string): string {
  const path = `${MARKETPLACE_PATHS.myJobs}/${encodeURIComponent(jobId)}`;
  return applicationId ? `${path}?${APPLICATION_PARAM}=${encodeURIComponent(applicationId)}` : path;
}

export function myApplicationPath(applicationId?: string): string {
  return applicationId
    ? `${MARKETPLACE_PATHS.myApplications}?${APPLICATION_PARAM}=${encodeURIComponent(applicationId)}`
    : MARKETPLACE_PATHS.myApplications;
}

/** A question of the community hub, opened (the hub keeps the open question in `?question=`). */
export function questionPath(questionId: string): string {
  return `/proto-hub?question=${encodeURIComponent(questionId)}`;
}

/** A developer's full profile, opened in the directory (it keeps the open profile in `?developer=`). */
export const DEVELOPER_PARAM = 'developer';

export function developerProfilePath(developerId: string): string {
  return `/developers?${DEVELOPER_PARAM}=${encodeURIComponent(developerId)}`;
}

/** The developer assistant's application wizard, filled with a listed job (an invitation's "Apply"). */
export const APPLY_PARAM = 'apply';

export function applyToJobPath(jobId: string): string {
  return `/developer-chat?${APPLY_PARAM}=${encodeURIComponent(jobId)}`;
}
