import type { ApplicationTargetStatus } from '@app/shared/applications/applications.constants';
import { jobApplicantsPath, jobPath, myApplicationPath } from '@app/shared/navigation/marketplace-paths';
import type { NewNotification } from '../notifications/notifications.service.ts';

/**
 * What each party is told about an application (issue 20 §8), with the link to where it happened
 * and the ids the web app refreshes. Stored by notifyUsers in the transaction of the change.
 */

export function newApplicationNotice(input: {
  ownerId: string;
  jobId: string;
  jobTitle: string;
  applicationId: string;
  applicantName: string;
}): NewNotification {
  return {
    userId: input.ownerId,
    kind: 'application.new',
    title: `New application for ${input.jobTitle}`,
    body: input.applicantName,
    link: jobApplicantsPath(input.jobId, input.applicationId),
    data: { applicationId: input.applicationId, jobId: input.jobId },
  };
}

const TITLES: Record<Exclude<ApplicationTargetStatus, 'withdrawn'>, (jobTitle: string) => string> = {
  shortlisted: (jobTitle) => `You have been shortlisted for ${jobTitle}`,
  hired: (jobTitle) => `You have been hired for ${jobTitle}`,
  declined: (jobTitle) => `Your application for ${jobTitle} was declined`,
};

/** The owner's decision, told to the applicant, with the owner's message if they wrote one. */
export function decisionNotice(input: {
  applicantId: string;
  jobId: string;
  jobTitle: string;
  applicationId: string;
  status: Exclude<ApplicationTargetStatus, 'withdrawn'>;
  message?: string | null;
}): NewNotification {
  return {
    userId: input.applicantId,
    kind: 'application.status',
    title: TITLES[input.status](input.jobTitle),
    body: input.message ?? '',
    link: myApplicationPath(input.applicationId),
    data: { applicationId: input.applicationId, jobId: input.jobId, status: input.status },
  };
}

/** The applicant withdrew: told to the job's owner, with the applicant's message if any. */
export function withdrawalNotice(input: {
  ownerId: string;
  jobId: string;
  jobTitle: string;
  applicationId: string;
  applicantName: string;
  message?: string | null;
}): NewNotification {
  return {
    userId: input.ownerId,
    kind: 'application.status',
    title: `${input.applicantName} withdrew their application for ${input.jobTitle}`,
    body: input.message ?? '',
    link: jobApplicantsPath(input.jobId, input.applicationId),
    data: { applicationId: input.applicationId, jobId: input.jobId, status: 'withdrawn' },
  };
}

/** An invitation opens the job's own page, whose one action is "Apply" (issue 33 §5). */
export function invitationNotice(input: {
  developerUserId: string;
  invitationId: string;
  jobId: string;
  jobTitle: string;
  ownerName: string;
}): NewNotification {
  return {
    userId: input.developerUserId,
    kind: 'invitation.new',
    title: `${input.ownerName} invited you to apply for ${input.jobTitle}`,
    link: jobPath(input.jobId),
    data: { invitationId: input.invitationId, jobId: input.jobId },
  };
}
