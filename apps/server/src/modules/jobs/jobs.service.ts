import { parseBudgetAmount } from '@app/shared/jobs/budget';
import type { CreateJobBody, Job, UpdateJobBodySchema } from '@app/shared/jobs/jobs.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { createOpportunity } from '../opportunities/opportunities.service.ts';
import {
  findJob,
  insertJob,
  type JobRow,
  listPublishedJobs,
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

async function requireOwnJob(db: Database, actor: Actor, id: string): Promise<JobRow> {
  const row = await findJob(db, id);
  if (!row) throw notFound(NOT_FOUND);
  if (!actor.isAdmin && row.ownerId !== actor.visitor?.id) throw forbidden('You can only change your own jobs.');
  return row;
}

export async function updateJob(db: Database, actor: Actor, id: string, body: z.infer<typeof UpdateJobBodySchema>) {
  await requireOwnJob(db, actor, id);
  const row = await updateJobFields(db, id, body);
  if (!row) throw notFound(NOT_FOUND);
  return toJob(row);
}

export async function deleteJob(db: Database, actor: Actor, id: string): Promise<void> {
  await requireOwnJob(db, actor, id);
  await markJobRemoved(db, id);
}
