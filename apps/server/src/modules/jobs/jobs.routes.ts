import { ListMyJobsQuerySchema, ListMyJobsResponseSchema } from '@app/shared/applications/applications.schemas';
import { DeletedResponseSchema } from '@app/shared/community/community.schemas';
import {
  CreateJobBodySchema,
  CreateJobResponseSchema,
  JobIdParamsSchema,
  JobResponseSchema,
  JobStandingResponseSchema,
  ListJobsQuerySchema,
  ListJobsResponseSchema,
  UpdateJobBodySchema,
} from '@app/shared/jobs/jobs.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { requireIdempotencyKey } from '../../plugins/idempotency.ts';
import { loadVisitor, requireVisitor, requireVisitorOrAdmin } from '../../plugins/identity.ts';
import { deleteJob, getJobStanding, listJobs, listMyJobs, publishJob, readJob, updateJob } from './jobs.service.ts';

const tags = ['jobs'];

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jobs',
    {
      // A retry or a double click must never publish twice: the key is mandatory here.
      preHandler: [requireVisitor, requireIdempotencyKey],
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Publish a job (Idempotency-Key required); opens its pipeline opportunity',
        body: CreateJobBodySchema,
        ...documented({ 201: CreateJobResponseSchema }, { auth: 'visitor', body: true, conflict: true }),
      },
    },
    async (request, reply) => {
      const job = await publishJob(app.db, request.requireVisitor(), request.body);
      return reply.status(201).send({ success: true, jobId: job.id, job });
    },
  );

  app.get(
    '/jobs',
    {
      schema: {
        tags,
        summary: 'Published jobs, newest first',
        querystring: ListJobsQuerySchema,
        ...documented({ 200: ListJobsResponseSchema }, { auth: 'none' }),
      },
    },
    async (request) => ({ success: true as const, ...(await listJobs(app.db, request.query)) }),
  );

  app.get(
    '/jobs/mine',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: 'Your jobs, newest first, with how many applications each has (total, awaiting a decision)',
        querystring: ListMyJobsQuerySchema,
        ...documented({ 200: ListMyJobsResponseSchema }, { auth: 'visitor' }),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listMyJobs(app.db, request.requireVisitor(), request.query)),
    }),
  );

  app.get(
    '/jobs/:id',
    {
      schema: {
        tags,
        summary: 'A job, in any state but deleted; a draft only for its owner',
        params: JobIdParamsSchema,
        ...documented({ 200: JobResponseSchema }, { auth: 'optional', notFound: true }),
      },
    },
    async (request) => ({
      success: true as const,
      job: await readJob(app.db, request.params.id, () => loadVisitor(request)),
    }),
  );

  app.get(
    '/jobs/:id/standing',
    {
      schema: {
        tags,
        summary:
          "How many have applied to a job (never who), whether you own it, and your application to it (the job's page)",
        params: JobIdParamsSchema,
        ...documented({ 200: JobStandingResponseSchema }, { auth: 'optional', notFound: true }),
      },
    },
    async (request) => ({
      success: true as const,
      standing: await getJobStanding(app.db, request.params.id, await loadVisitor(request)),
    }),
  );

  app.put(
    '/jobs/:id',
    {
      preHandler: requireVisitorOrAdmin,
      schema: {
        tags,
        summary:
          'Edit, close or reopen a job (its owner, or the admin); closing loses its deal, a filled job stays filled',
        params: JobIdParamsSchema,
        body: UpdateJobBodySchema,
        ...documented(
          { 200: JobResponseSchema },
          { auth: 'visitor-or-admin', body: true, forbidden: true, notFound: true, conflict: true },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      job: await updateJob(app.db, request, request.params.id, request.body),
    }),
  );

  app.delete(
    '/jobs/:id',
    {
      preHandler: requireVisitorOrAdmin,
      schema: {
        tags,
        summary: 'Delete a job (its owner, or the admin)',
        params: JobIdParamsSchema,
        ...documented(
          { 200: DeletedResponseSchema },
          { auth: 'visitor-or-admin', body: true, forbidden: true, notFound: true },
        ),
      },
    },
    async (request) => {
      await deleteJob(app.db, request, request.params.id);
      return { success: true as const };
    },
  );
};
