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
import { BLOCKED_APPLICATION_MESSAGE } from '@app/shared/members/blocks.constants';
import { MEMBER_LEFT_MESSAGE } from '@app/shared/users/users.constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { requireVisitor } from '../../plugins/identity.ts';
import { changeApplicationStatus } from './application-decisions.service.ts';
import { getApplicationForParty, listMyApplications } from './application-details.service.ts';
import { createApplication, updateApplication } from './applications.service.ts';

const tags = ['applications'];
/** Someone else's application is "not found", never "forbidden": its existence does not leak. */
const notYours = 'No application with this id that is yours or for your job (`not_found`).';

/** The applicant's side of applications, and the decisions on one (issue 20 §3, §6). */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/applications',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        tags,
        summary: "Apply to a job (one application per job; the job's owner is notified), or save one without a job",
        body: JobApplicationBodySchema,
        ...documented(
          { 201: JobApplicationResponseSchema },
          {
            auth: 'visitor',
            body: true,
            notFound: 'No job with this id (`not_found`).',
            forbidden: `The job's owner blocks you: "${BLOCKED_APPLICATION_MESSAGE}" (\`forbidden\`).`,
            conflict:
              'Your own job, a job not taking applications, or applied already; the message says why (`conflict`). ' +
              `A job whose owner deleted their account: "${MEMBER_LEFT_MESSAGE}"`,
          },
        ),
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
        tags,
        summary: 'Your applications, newest first, with their jobs and unread messages',
        querystring: PageQuerySchema,
        ...documented({ 200: ListApplicationDetailsResponseSchema }, { auth: 'visitor' }),
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
        tags,
        summary: "One application, for the applicant or the job's owner (404 for anyone else)",
        params: ApplicationIdParamsSchema,
        ...documented({ 200: ApplicationDetailResponseSchema }, { auth: 'visitor', notFound: notYours }),
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
        tags,
        summary: 'Edit your application while it awaits a decision',
        params: ApplicationIdParamsSchema,
        body: JobApplicationBodySchema,
        ...documented(
          { 200: JobApplicationResponseSchema },
          { auth: 'visitor', body: true, forbidden: true, notFound: true, conflict: true },
        ),
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
        tags,
        summary: "Shortlist, hire or decline (the job's owner), or withdraw (the applicant)",
        params: ApplicationIdParamsSchema,
        body: UpdateApplicationStatusBodySchema,
        ...documented(
          { 200: ApplicationDetailResponseSchema },
          {
            auth: 'visitor',
            body: true,
            forbidden: true,
            notFound: notYours,
            conflict:
              'A move the status does not allow, or a job filled or closed; the message says why (`conflict`). ' +
              `A decision on an applicant who deleted their account: "${MEMBER_LEFT_MESSAGE}"`,
          },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      application: await changeApplicationStatus(app.db, request.requireVisitor(), request.params.id, request.body),
    }),
  );
};
