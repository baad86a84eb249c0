import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_LABELS,
  UNDECIDED_STATUSES,
} from '@app/shared/applications/applications.constants';
import type { JobApplication, JobApplicationBody } from '@app/shared/developers/developers.schemas';
import { BLOCKED_APPLICATION_MESSAGE } from '@app/shared/members/blocks.constants';
import { MEMBER_LEFT_MESSAGE } from '@app/shared/users/users.constants';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { refuseIfBlocked } from '../blocks/blocks.service.ts';
import { findDeveloperOfUser } from '../developers/developers.service.ts';
import { type JobForApplications, readJobForApplications } from '../jobs/jobs.service.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';
import { hasLeftPlatform } from '../users/users.service.ts';
import { toApplication } from './application-details.service.ts';
import { newApplicationNotice } from './application-notices.ts';
import {
  hasAppliedTo,
  insertApplication,
  lockApplication,
  updateApplicationFields,
} from './applications.repository.ts';

/**
 * The job of a new application, if it takes one from this visitor (issue 20 §3): never from a
 * member the job's owner blocks (403 BLOCKED_APPLICATION_MESSAGE, issue 41 §5).
 */
async function requireJobTakingApplications(db: Database, visitor: User, jobId: string): Promise<JobForApplications> {
  const job = await readJobForApplications(db, jobId);
  if (!job) throw notFound('No job with this id.');
  if (job.ownerId === visitor.id) throw conflict(APPLICATION_MESSAGES.ownJob);
  if (!job.isOpen) throw conflict(APPLICATION_MESSAGES.jobNotTakingApplications);
  // An application is aimed at the job's owner: none to an owner who deleted their account (issue 35).
  if (await hasLeftPlatform(db, job.ownerId)) throw conflict(MEMBER_LEFT_MESSAGE);
  await refuseIfBlocked(db, job.ownerId, visitor.id, BLOCKED_APPLICATION_MESSAGE);
  return job;
}

/** Tells a job's owner about an application that just reached their job. */
async function notifyOwner(db: Database, visitor: User, job: JobForApplications, applicationId: string) {
  const developer = await findDeveloperOfUser(db, visitor.id);
  await notifyUsers(db, [
    newApplicationNotice({
      ownerId: job.ownerId,
      jobId: job.id,
      jobTitle: job.title,
      applicationId,
      applicantName: developer?.name || visitor.name,
    }),
  ]);
}

/**
 * Saves an application, one per visitor per job (a job on the platform is optional). For a job
 * on the platform, the application and its owner's notification commit together.
 */
export async function createApplication(
  db: Database,
  visitor: User,
  body: JobApplicationBody,
): Promise<JobApplication> {
  return inTransaction(db, async (tx) => {
    const job = body.jobId ? await requireJobTakingApplications(tx, visitor, body.jobId) : null;
    const row = await insertApplication(tx, {
      ...body,
      userId: visitor.id,
      jobTitle: body.jobTitle || job?.title || '',
    });
    if (!row) throw conflict(APPLICATION_MESSAGES.alreadyApplied);
    if (job) await notifyOwner(tx, visitor, job, row.id);
    return toApplication(row);
  });
}

/**
 * The applicant edits their application while it is undecided. It stays with its job; one saved
 * without a job may be sent to one, which then counts (and is announced) as a new application.
 * Anyone but the two parties gets the 404 of an unknown id.
 */
export async function updateApplication(db: Database, visitor: User, id: string, body: JobApplicationBody) {
  return inTransaction(db, async (tx) => {
    const current = await lockApplication(tx, id);
    const { application } = current ?? {};
    if (!current || !application || (application.userId !== visitor.id && current.ownerId !== visitor.id)) {
      throw notFound('No application with this id.');
    }
    if (application.userId !== visitor.id) throw forbidden(APPLICATION_MESSAGES.onlyApplicantEdits);
    if (!UNDECIDED_STATUSES.includes(application.status)) {
      const status = APPLICATION_STATUS_LABELS[application.status].toLowerCase();
      throw conflict(`This application is ${status}, so it can no longer be edited.`);
    }
    // The schema turns a missing jobId into null: that keeps the job, it does not detach it.
    if (application.jobId && body.jobId && body.jobId !== application.jobId) {
      throw conflict(APPLICATION_MESSAGES.stayWithJob);
    }
    const newJob =
      !application.jobId && body.jobId ? await requireJobTakingApplications(tx, visitor, body.jobId) : null;
    if (newJob && (await hasAppliedTo(tx, visitor.id, newJob.id))) throw conflict(APPLICATION_MESSAGES.alreadyApplied);
    const jobTitle = body.jobTitle || newJob?.title || (application.jobId ? current.title : '');
    const row = await updateApplicationFields(tx, id, {
      ...body,
      jobId: application.jobId ?? newJob?.id ?? null,
      jobTitle,
    });
    if (!row) throw notFound('No application with this id.');
    if (newJob) await notifyOwner(tx, visitor, newJob, row.id);
    return toApplication(row);
  });
}
