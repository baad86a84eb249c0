import { checkTransition } from '@app/shared/applications/application-rules';
import { APPLICATION_MESSAGES } from '@app/shared/applications/applications.constants';
import type { ApplicationDetail, UpdateApplicationStatusBody } from '@app/shared/applications/applications.schemas';
import { MEMBER_LEFT_MESSAGE } from '@app/shared/users/users.constants';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { fillJob, getJob, readJobForApplications } from '../jobs/jobs.service.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';
import { moveDealToNegotiation } from '../opportunities/opportunities.service.ts';
import { hasLeftPlatform } from '../users/users.service.ts';
import { readApplicationDetail } from './application-details.service.ts';
import { decisionNotice, withdrawalNotice } from './application-notices.ts';
import {
  declineUndecidedOfJob,
  type LockedApplication,
  lockApplication,
  updateApplicationFields,
} from './applications.repository.ts';

/** Marks the job filled, or says why it cannot be: another hire won, or the job closed. */
async function fillJobOrExplain(db: Database, jobId: string): Promise<void> {
  if (await fillJob(db, jobId)) return;
  const job = await readJobForApplications(db, jobId);
  throw conflict(
    job?.status === 'filled' ? APPLICATION_MESSAGES.jobFilled : APPLICATION_MESSAGES.jobNotTakingApplications,
  );
}

const NOT_FOUND = 'No application with this id.';

function roleOf(current: LockedApplication, visitorId: string) {
  if (current.application.userId === visitorId) return 'applicant' as const;
  if (current.ownerId === visitorId) return 'owner' as const;
  // Anyone else learns nothing, not even that the application exists (DESIGN.md §7).
  throw notFound(NOT_FOUND);
}

/**
 * One move of an application (issue 20 §3), with everything that follows from it, in one
 * transaction: a hire fills the job (exactly one of two racing hires wins) and moves its deal to
 * Contract Negotiation with the developer as assignee; the other party is notified. The owner's
 * decisions on an applicant who deleted their account answer 409 MEMBER_LEFT_MESSAGE.
 */
export async function changeApplicationStatus(
  db: Database,
  visitor: User,
  id: string,
  body: UpdateApplicationStatusBody,
): Promise<ApplicationDetail> {
  return inTransaction(db, async (tx) => {
    const current = await lockApplication(tx, id);
    if (!current) throw notFound(NOT_FOUND);
    const role = roleOf(current, visitor.id);
    const { application } = current;
    // The owner's decisions are aimed at the applicant; withdrawing stays open (issue 35).
    if (role === 'owner' && (await hasLeftPlatform(tx, application.userId))) throw conflict(MEMBER_LEFT_MESSAGE);
    const jobId = application.jobId;
    if (!jobId && body.status !== 'withdrawn') throw conflict(APPLICATION_MESSAGES.noJob);
    const check = checkTransition(application.status, body.status, role);
    if (!check.ok) throw check.status === 403 ? forbidden(check.message) : conflict(check.message);

    if (body.status === 'hired' && jobId) await fillJobOrExplain(tx, jobId);
    const isFinal = body.status !== 'shortlisted';
    await updateApplicationFields(tx, id, {
      status: body.status,
      // The owner's words to the applicant; an applicant's note on withdrawing goes to the owner's notification only.
      decisionMessage: body.status === 'withdrawn' ? application.decisionMessage : (body.message ?? null),
      decidedAt: isFinal ? new Date() : null,
    });
    const detail = await readApplicationDetail(tx, id, visitor.id);
    const applicantName = detail.applicant.developer?.name || detail.applicant.name;

    if (body.status === 'hired' && current.opportunityId) {
      await moveDealToNegotiation(tx, current.opportunityId, { name: applicantName, userId: application.userId });
    }
    if (!jobId) return detail;
    const about = { jobId, jobTitle: current.title, applicationId: id };
    if (body.status === 'withdrawn') {
      if (current.ownerId) {
        await notifyUsers(tx, [
          withdrawalNotice({ ...about, ownerId: current.ownerId, applicantName, message: body.message }),
        ]);
      }
    } else {
      await notifyUsers(tx, [
        decisionNotice({ ...about, applicantId: application.userId, status: body.status, message: body.message }),
      ]);
    }
    return detail;
  });
}

/**
 * "Decline the others" (issue 20 §3): the owner declines every application of the job still
 * awaiting a decision, with one optional message, and each applicant is told, all at once.
 */
export async function declineOtherApplications(
  db: Database,
  visitor: User,
  jobId: string,
  message: string | undefined,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const job = await getJob(tx, jobId);
    if (job.ownerId !== visitor.id) throw forbidden(APPLICATION_MESSAGES.onlyOwnerDecides);
    const declined = await declineUndecidedOfJob(tx, jobId, message ?? null);
    await notifyUsers(
      tx,
      declined.map((row) =>
        decisionNotice({
          applicantId: row.userId,
          jobId,
          jobTitle: job.title,
          applicationId: row.id,
          status: 'declined',
          message,
        }),
      ),
    );
    return declined.length;
  });
}
