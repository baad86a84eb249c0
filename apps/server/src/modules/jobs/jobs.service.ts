import type { PageQuery } from '@app/shared/api/pagination.schemas';
import { APPLICATION_MESSAGES } from '@app/shared/applications/applications.constants';
import type { MyJob } from '@app/shared/applications/applications.schemas';
import { parseBudgetAmount } from '@app/shared/jobs/budget';
import type { CreateJobBody, Job, JobStanding, UpdateJobBodySchema } from '@app/shared/jobs/jobs.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { createOpportunity, setJobDealOutcome } from '../opportunities/opportunities.service.ts';
import {
  fillPublishedJob,
  findJob,
  findJobStanding,
  insertJob,
  type JobRow,
  listJobsOfOwner,
  listPublishedJobs,
  lockJob,
  markJobRemoved,
  updateJobFields,
} from './jobs.repository.ts';

const NOT_FOUND = 'No job with this id.';

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    targetAudience: row.targetAudience,
    description: row.description,
    keyFeatures: row.keyFeatures,
    technologyStack: row.technologyStack,
    budget: row.budget,
    timeline: row.timeline,
    successCriteria: row.successCriteria,
    potentialChallenges: row.potentialChallenges,
    developerRef: row.developerRef,
    developerName: row.developerName,
    source: row.source,
    sessionId: row.sessionId,
    status: row.status,
    ownerId: row.ownerId,
    opportunityId: row.opportunityId,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Publishes a job and, in the same transaction, opens the matching opportunity at the first
 * pipeline stage, valued from the budget text when it names an amount.
 */
export async function publishJob(db: Database, owner: User, body: CreateJobBody): Promise<Job> {
  return db.transaction(async (tx) => {
    const job = await insertJob(tx, { ...body, ownerId: owner.id, status: 'published', publishedAt: new Date() });
    const opportunity = await createOpportunity(tx, {
      name: job.title,
      status: 'open',
      contactId: owner.id,
      assignedTo: job.developerName,
      developerName: job.developerName,
      monetaryValue: parseBudgetAmount(job.budget),
      jobId: job.id,
    });
    const linked = await updateJobFields(tx, job.id, { opportunityId: opportunity.id });
    return toJob(linked ?? job);
  });
}

export async function listJobs(db: Database, query: { category?: string; q?: string; limit: number; cursor?: string }) {
  const rows = await listPublishedJobs(db, {
    category: query.category,
    search: query.q || undefined,
    cursor: decodeCursor(query.cursor),
    limit: query.limit,
  });
  const page = toPage(rows, query.limit);
  return {
    jobs: page.items.map(toJob),
    nextCursor: page.nextCursor,
  };
}

export async function getJob(db: Database, id: string): Promise<Job> {
  const row = await findJob(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toJob(row);
}

/** A draft is its owner's alone: anyone else gets the 404 of an unknown id (issue 33 §5). */
const isHiddenFrom = (row: { status: Job['status']; ownerId: string }, viewer: User | null) =>
  row.status === 'draft' && row.ownerId !== viewer?.id;

/**
 * A job as anyone may read it (GET /api/jobs/:id). The viewer is loaded only for a draft, so the
 * read of a published, closed or filled job costs one query and is the same for everyone.
 */
export async function readJob(db: Database, id: string, loadViewer: () => Promise<User | null>): Promise<Job> {
  const row = await findJob(db, id);
  if (!row || (row.status === 'draft' && isHiddenFrom(row, await loadViewer()))) throw notFound(NOT_FOUND);
  return toJob(row);
}

/** Where a job stands for its viewer (nobody, for an anonymous one): one query, counted on an index. */
export async function getJobStanding(db: Database, id: string, viewer: User | null): Promise<JobStanding> {
  const row = await findJobStanding(db, id, viewer?.id ?? null);
  if (!row || isHiddenFrom(row, viewer)) throw notFound(NOT_FOUND);
  return {
    applicantCount: row.applicantCount,
    isOwner: viewer !== null && row.ownerId === viewer.id,
    application: row.application,
  };
}

/** "My jobs" (issue 20 §1): the visitor's jobs, newest first, with their application counts. */
export async function listMyJobs(db: Database, visitor: User, query: PageQuery) {
  const rows = await listJobsOfOwner(db, {
    ownerId: visitor.id,
    cursor: decodeCursor(query.cursor),
    limit: query.limit,
  });
  const page = toPage(rows, query.limit);
  return {
    jobs: page.items.map(
      (row): MyJob => ({
        ...toJob(row),
        applicationCounts: row.applicationCounts,
        hiredApplicationId: row.hiredApplicationId,
      }),
    ),
    nextCursor: page.nextCursor,
  };
}

async function requireOwnJob(db: Database, actor: Actor, id: string, lock = false): Promise<JobRow> {
  const row = lock ? await lockJob(db, id, 'update') : await findJob(db, id);
  if (!row || row.removedAt) throw notFound(NOT_FOUND);
  if (!actor.isAdmin && row.ownerId !== actor.visitor?.id) throw forbidden('You can only change your own jobs.');
  return row;
}

/**
 * Edits a job; closing it without a hire loses its deal and reopening it reopens the deal, in the
 * same transaction (issue 20 §4). A filled job stays filled: a job hires once.
 */
export async function updateJob(db: Database, actor: Actor, id: string, body: z.infer<typeof UpdateJobBodySchema>) {
  return inTransaction(db, async (tx) => {
    const current = await requireOwnJob(tx, actor, id, true);
    const isStatusChange = body.status !== undefined && body.status !== current.status;
    if (isStatusChange && current.status === 'filled') throw conflict(APPLICATION_MESSAGES.filledJobStays);
    const row = await updateJobFields(tx, id, body);
    if (!row) throw notFound(NOT_FOUND);
    if (isStatusChange && row.opportunityId) {
      await setJobDealOutcome(tx, row.opportunityId, body.status === 'closed' ? 'lost' : 'reopened');
    }
    return toJob(row);
  });
}

export async function deleteJob(db: Database, actor: Actor, id: string): Promise<void> {
  await requireOwnJob(db, actor, id);
  await markJobRemoved(db, id);
}

/** What an application needs to know about its job: its owner, title, and whether it is open. */
export interface JobForApplications {
  id: string;
  title: string;
  ownerId: string;
  opportunityId: string | null;
  /** Published and not removed: it takes applications and can hire. */
  isOpen: boolean;
  status: Job['status'];
}

/**
 * The job an application is for, share-locked until the caller's transaction ends, so that an
 * application and a close or a hire of that job never interleave. Null for an unknown id; a
 * removed job is found, and is not open.
 */
export async function readJobForApplications(db: Database, id: string): Promise<JobForApplications | null> {
  const row = await lockJob(db, id, 'share');
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    ownerId: row.ownerId,
    opportunityId: row.opportunityId,
    isOpen: row.status === 'published' && row.removedAt === null,
    status: row.status,
  };
}

/** Marks the job filled if it is still open; false when another hire or a close got there first. */
export async function fillJob(db: Database, id: string): Promise<boolean> {
  return fillPublishedJob(db, id);
}
