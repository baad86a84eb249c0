import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import { PageQuerySchema } from '@app/shared/api/pagination.schemas';
import {
  ApplicationDetailResponseSchema,
  ListApplicationDetailsResponseSchema,
  UpdateApplicationStatusBodySchema,
} from '@app/shared/applications/applications.schemas';
import {
  ApplicationIdParamsSchema,
  JobApplicationBodySchema,
  JobApplicationResponseSchema,
} from '@app/shared/developers/developers.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireVisitor } from '../../plugins/identity.ts';
import { changeApplicationStatus } from './application-decisions.service.ts';
import { getApplicationForParty, listMyApplications } from './application-details.service.ts';
import { createApplication, updateApplication } from './applications.service.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const visitorOnly = { tags: ['applications'], security: [{ bearer: [] }] };

/** The applicant's side of applications, and the decisions on one (issue 20 §3, §6). */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/applications',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        ...visitorOnly,
        summary: "Apply to a job (one application per job; the job's owner is notified), or save one without a job",
        body: JobApplicationBodySchema,
        response: { 201: JobApplicationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const application = await createApplication(app.db, request.requireVisitor(), request.body);
      return reply.status(201).send({ success: true, application });
    },
  );

  app.get(
    '/applications/mine',
    {
      preHandler: requireVisitor,
      schema: {
        ...visitorOnly,
        summary: 'Your applications, newest first, with their jobs and unread messages',
        querystring: PageQuerySchema,
        response: { 200: ListApplicationDetailsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listMyApplications(app.db, request.requireVisitor(), request.query)),
    }),
  );

  app.get(
    '/applications/:id',
    {
      preHandler: requireVisitor,
      schema: {
        ...visitorOnly,
        summary: "One application, for the applicant or the job's owner (404 for anyone else)",
        params: ApplicationIdParamsSchema,
        response: { 200: ApplicationDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      application: await getApplicationForParty(app.db, request.requireVisitor(), request.params.id),
    }),
  );

  app.put(
    '/applications/:id',
    {
      preHandler: requireVisitor,
      schema: {
        ...visitorOnly,
        summary: 'Edit your application while it awaits a decision',
        params: ApplicationIdParamsSchema,
        body: JobApplicationBodySchema,
        response: { 200: JobApplicationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      application: await updateApplication(app.db, request.requireVisitor(), request.params.id, request.body),
    }),
  );

  app.post(
    '/applications/:id/status',
    {
      preHandler: requireVisitor,
      schema: {
        ...visitorOnly,
        summary: "Shortlist, hire or decline (the job's owner), or withdraw (the applicant)",
        params: ApplicationIdParamsSchema,
        body: UpdateApplicationStatusBodySchema,
        response: { 200: ApplicationDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      application: await changeApplicationStatus(app.db, request.requireVisitor(), request.params.id, request.body),
    }),
  );
};
