import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import { ListMyJobsQuerySchema, ListMyJobsResponseSchema } from '@app/shared/applications/applications.schemas';
import { DeletedResponseSchema } from '@app/shared/community/community.schemas';
import {
  CreateJobBodySchema,
  CreateJobResponseSchema,
  JobIdParamsSchema,
  JobResponseSchema,
  ListJobsQuerySchema,
  ListJobsResponseSchema,
  UpdateJobBodySchema,
} from '@app/shared/jobs/jobs.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdempotencyKey } from '../../plugins/idempotency.ts';
import { requireVisitor, requireVisitorOrAdmin } from '../../plugins/identity.ts';
import { deleteJob, getJob, listJobs, listMyJobs, publishJob, updateJob } from './jobs.service.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const write = { tags: ['jobs'], security: [{ bearer: [] }] };

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jobs',
    {
      // A retry or a double click must never publish twice: the key is mandatory here.
      preHandler: [requireVisitor, requireIdempotencyKey],
      config: { idempotent: true },
      schema: {
        ...write,
        summary: 'Publish a job (Idempotency-Key required); opens its pipeline opportunity',
        body: CreateJobBodySchema,
        response: { 201: CreateJobResponseSchema, ...errors },
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
        tags: ['jobs'],
        summary: 'Published jobs, newest first',
        querystring: ListJobsQuerySchema,
        response: { 200: ListJobsResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await listJobs(app.db, request.query)) }),
  );

  app.get(
    '/jobs/mine',
    {
      preHandler: requireVisitor,
      schema: {
        ...write,
        summary: 'Your jobs, newest first, with how many applications each has (total, awaiting a decision)',
        querystring: ListMyJobsQuerySchema,
        response: { 200: ListMyJobsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listMyJobs(app.db, request.requireVisitor(), request.query)),
    }),
  );

  app.get(
    '/jobs/:id',
    { schema: { tags: ['jobs'], params: JobIdParamsSchema, response: { 200: JobResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, job: await getJob(app.db, request.params.id) }),
  );

  app.put(
    '/jobs/:id',
    {
      preHandler: requireVisitorOrAdmin,
      schema: {
        ...write,
        summary:
          'Edit, close or reopen a job (its owner, or the admin); closing loses its deal, a filled job stays filled',
        params: JobIdParamsSchema,
        body: UpdateJobBodySchema,
        response: { 200: JobResponseSchema, ...errors },
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
        ...write,
        summary: 'Delete a job (its owner, or the admin)',
        params: JobIdParamsSchema,
        response: { 200: DeletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteJob(app.db, request, request.params.id);
      return { success: true as const };
    },
  );
};
