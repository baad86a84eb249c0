import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  type ApplicationTargetStatus,
} from '@app/shared/applications/applications.constants';
import type { ApplicationDetail, MyJob } from '@app/shared/applications/applications.schemas';
import type { ApplicationFilter } from './api/applications-keys';

/** The button that makes each move. */
export const TRANSITION_LABELS: Record<ApplicationTargetStatus, string> = {
  shortlisted: 'Shortlist',
  hired: 'Hire',
  declined: 'Decline',
  withdrawn: 'Withdraw',
};

/** The applicants page's filter, in the order an application moves. */
export const APPLICANT_FILTERS: readonly { value: ApplicationFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...(['submitted', 'shortlisted', 'hired', 'declined', 'withdrawn'] as const).map((status) => ({
    value: status,
    label: APPLICATION_STATUS_LABELS[status],
  })),
];

export function isApplicationFilter(value: string | null): value is ApplicationFilter {
  return APPLICANT_FILTERS.some((filter) => filter.value === value);
}

/** "2 new · 5 total", "No applications yet". */
export function applicationCountsLabel(counts: MyJob['applicationCounts']): string {
  if (counts.total === 0) return 'No applications yet';
  return `${counts.new} new · ${counts.total} total`;
}

/** "3 unread messages", for a badge's accessible name. */
export function unreadLabel(count: number): string {
  return `${count} unread ${count === 1 ? 'message' : 'messages'}`;
}

/** The applicant as the job owner knows them: their developer profile's name, else their account's. */
export function applicantName(application: ApplicationDetail): string {
  return application.applicant.developer?.name || application.applicant.name;
}

/** What the application is for: the listed job's title, else the title the applicant typed. */
export function applicationJobTitle(application: ApplicationDetail): string {
  return application.job?.title || application.jobTitle || 'Untitled job';
}

/** Whether the two parties can still write: there is an owner to write to, and the applicant has not left. */
export function canWriteAbout(application: ApplicationDetail): boolean {
  return application.job !== null && application.status !== 'withdrawn';
}

/** Who talks to whom in an application's conversation, from the side of the job's owner or of the applicant. */
export function conversationParties(application: ApplicationDetail, viewer: 'owner' | 'applicant') {
  return {
    applicationId: application.id,
    viewerId: viewer === 'owner' ? (application.job?.ownerId ?? '') : application.userId,
    otherPartyName: viewer === 'owner' ? applicantName(application) : (application.job?.ownerName ?? 'the job owner'),
    canWrite: canWriteAbout(application),
  };
}

/** What the applicant is told about where their application stands. */
export const STATUS_EXPLANATIONS: Record<ApplicationStatus, string> = {
  submitted: 'Sent. The job owner has not decided yet.',
  shortlisted: 'You are on the shortlist.',
  hired: 'You were hired for this job.',
  declined: 'The job owner declined this application.',
  withdrawn: 'You withdrew this application.',
};
