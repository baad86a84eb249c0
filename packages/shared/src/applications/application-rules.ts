import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  type ApplicationTargetStatus,
} from './applications.constants.ts';

export type ApplicationRole = 'owner' | 'applicant';

export type TransitionCheck = { ok: true } | { ok: false; status: 403 | 409; message: string };

/** The moves of issue 20 §3: submitted → shortlisted → hired, declined from either, withdrawn while undecided. */
const ALLOWED: Record<ApplicationTargetStatus, readonly ApplicationStatus[]> = {
  shortlisted: ['submitted'],
  hired: ['shortlisted'],
  declined: ['submitted', 'shortlisted'],
  withdrawn: ['submitted', 'shortlisted'],
};

function whyNot(from: ApplicationStatus, to: ApplicationTargetStatus): string {
  const current = APPLICATION_STATUS_LABELS[from].toLowerCase();
  if (from === to) return `This application is already ${current}.`;
  if (from === 'withdrawn') return 'The applicant has withdrawn this application, so it can no longer change.';
  if (from === 'hired') return 'This applicant has been hired, so the application can no longer change.';
  if (from === 'declined') return 'This application has been declined, so it can no longer change.';
  if (to === 'hired') return 'Shortlist this applicant before hiring them.';
  return `An application that is ${current} cannot be ${APPLICATION_STATUS_LABELS[to].toLowerCase()}.`;
}

/**
 * Whether `role` may move an application from `from` to `to`: 403 when the move is the other
 * party's, 409 (with the reason) when the application's state does not allow it.
 */
export function checkTransition(
  from: ApplicationStatus,
  to: ApplicationTargetStatus,
  role: ApplicationRole,
): TransitionCheck {
  if (to === 'withdrawn' && role !== 'applicant') {
    return { ok: false, status: 403, message: APPLICATION_MESSAGES.onlyApplicantWithdraws };
  }
  if (to !== 'withdrawn' && role !== 'owner') {
    return { ok: false, status: 403, message: APPLICATION_MESSAGES.onlyOwnerDecides };
  }
  if (!ALLOWED[to].includes(from)) return { ok: false, status: 409, message: whyNot(from, to) };
  return { ok: true };
}

/** The moves a party can offer in the interface for an application in `status`. */
export function availableTransitions(status: ApplicationStatus, role: ApplicationRole): ApplicationTargetStatus[] {
  const targets: ApplicationTargetStatus[] = role === 'owner' ? ['shortlisted', 'hired', 'declined'] : ['withdrawn'];
  return targets.filter((to) => checkTransition(status, to, role).ok);
}
