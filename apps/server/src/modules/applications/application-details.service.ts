import type { PageQuery } from '@app/shared/api/pagination.schemas';
import { APPLICATION_MESSAGES } from '@app/shared/applications/applications.constants';
import type { ApplicationDetail, ListJobApplicationsQuery } from '@app/shared/applications/applications.schemas';
import type { JobApplication } from '@app/shared/developers/developers.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { getJob } from '../jobs/jobs.service.ts';
import {
  type ApplicationDetailRow,
  findApplicationDetail,
  listApplicationDetails,
} from './application-details.repository.ts';
import { requireApplicationParty } from './application-parties.service.ts';
import type { ApplicationRow } from './applications.repository.ts';

export function toApplication(row: ApplicationRow): JobApplication {
  return {
    id: row.id,
    userId: row.userId,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    jobDescription: row.jobDescription,
    relevantSkills: row.relevantSkills,
    relevantExperience: row.relevantExperience,
    coverLetter: row.coverLetter,
    resumeHighlights: row.resumeHighlights,
    interviewPrep: row.interviewPrep,
    status: row.status,
    decisionMessage: row.decisionMessage,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toApplicationDetail(row: ApplicationDetailRow): ApplicationDetail {
  const { job, developer } = row;
  return {
    ...toApplication(row.application),
    job:
      job?.id && job.ownerId && job.title !== null && job.status
        ? {
            id: job.id,
            title: job.title,
            // A deleted job takes no applications: to both parties it is simply closed.
            status: job.removedAt ? 'closed' : job.status,
            ownerId: job.ownerId,
            ownerName: job.ownerName ?? '',
          }
        : null,
    applicant: {
      userId: row.application.userId,
      name: row.applicantName,
      avatar: row.applicantAvatar,
      developer:
        developer?.id && developer.name !== null && developer.availability
          ? {
              id: developer.id,
              name: developer.name,
              title: developer.title ?? '',
              avatar: developer.avatarSeed ?? '',
              skills: developer.skills ?? [],
              hourlyRate: developer.hourlyRate ?? '',
              availability: developer.availability,
              rating: developer.ratingTenths == null ? null : developer.ratingTenths / 10,
              ratingCount: developer.ratingCount ?? 0,
            }
          : null,
    },
    unreadCount: row.unreadCount,
    lastMessageAt: row.application.lastMessageAt?.toISOString() ?? null,
  };
}

/** One application as `viewerId` sees it; call after checking they may. */
export async function readApplicationDetail(db: Database, id: string, viewerId: string | null) {
  const row = await findApplicationDetail(db, id, viewerId);
  if (!row) throw notFound('No application with this id.');
  return toApplicationDetail(row);
}

/** GET /applications/:id: for its two parties only; 404 for anyone else (DESIGN.md §7). */
export async function getApplicationForParty(db: Database, visitor: User, id: string): Promise<ApplicationDetail> {
  await requireApplicationParty(db, visitor.id, id);
  return readApplicationDetail(db, id, visitor.id);
}

/** "My applications" (issue 20 §6): newest first, with each job and conversation state. */
export async function listMyApplications(db: Database, visitor: User, query: PageQuery) {
  const rows = await listApplicationDetails(db, {
    scope: { applicantId: visitor.id },
    viewerId: visitor.id,
    cursor: decodeCursor(query.cursor),
    limit: query.limit,
  });
  const page = toPage(rows, query.limit, (row) => ({ value: null, id: row.application.id }));
  return { applications: page.items.map(toApplicationDetail), nextCursor: page.nextCursor };
}

/** A job's applicants (issue 20 §2): for its owner and the admin; 403 for anyone else. */
export async function listJobApplications(db: Database, actor: Actor, jobId: string, query: ListJobApplicationsQuery) {
  const job = await getJob(db, jobId);
  if (!actor.isAdmin && job.ownerId !== actor.visitor?.id) throw forbidden(APPLICATION_MESSAGES.onlyOwnerSees);
  const rows = await listApplicationDetails(db, {
    scope: { jobId, status: query.status },
    viewerId: actor.visitor?.id ?? null,
    cursor: decodeCursor(query.cursor),
    limit: query.limit,
  });
  const page = toPage(rows, query.limit, (row) => ({ value: null, id: row.application.id }));
  return { applications: page.items.map(toApplicationDetail), nextCursor: page.nextCursor };
}
