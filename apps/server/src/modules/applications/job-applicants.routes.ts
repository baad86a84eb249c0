import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import { PageQuerySchema } from '@app/shared/api/pagination.schemas';
import {
  CreateInvitationBodySchema,
  DeclineOthersBodySchema,
  DeclineOthersResponseSchema,
  InvitationResponseSchema,
  ListApplicationDetailsResponseSchema,
  ListInvitationsResponseSchema,
  ListJobApplicationsQuerySchema,
} from '@app/shared/applications/applications.schemas';
import { JobIdParamsSchema } from '@app/shared/jobs/jobs.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireVisitor, requireVisitorOrAdmin } from '../../plugins/identity.ts';
import { declineOtherApplications } from './application-decisions.service.ts';
import { listJobApplications } from './application-details.service.ts';
import { inviteDeveloper, listMyInvitations } from './invitations.service.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const visitorOnly = { tags: ['applications'], security: [{ bearer: [] }] };

/** A job owner's side: the applicants of a job, declining the rest, and invitations (issue 20 §2, §3, §5). */
export const jobApplicantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/:id/applications',
    {
      preHandler: requireVisitorOrAdmin,
      schema: {
        ...visitorOnly,
        summary: "A job's applications, newest first (its owner, or the admin)",
        params: JobIdParamsSchema,
        querystring: ListJobApplicationsQuerySchema,
        response: { 200: ListApplicationDetailsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listJobApplications(app.db, request, request.params.id, request.query)),
    }),
  );

  app.post(
    '/jobs/:id/applications/decline-others',
    {
      preHandler: requireVisitor,
      schema: {
        ...visitorOnly,
        summary: 'Decline every application of your job that awaits a decision, with one optional message',
        params: JobIdParamsSchema,
        body: DeclineOthersBodySchema,
        response: { 200: DeclineOthersResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      declined: await declineOtherApplications(
        app.db,
        request.requireVisitor(),
        request.params.id,
        request.body.message,
      ),
    }),
  );

  app.post(
    '/jobs/:id/invitations',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        ...visitorOnly,
        summary: 'Invite a developer to apply to your open job (once per developer and job)',
        params: JobIdParamsSchema,
        body: CreateInvitationBodySchema,
        response: { 201: InvitationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const invitation = await inviteDeveloper(app.db, request.requireVisitor(), request.params.id, request.body);
      return reply.status(201).send({ success: true, invitation });
    },
  );

  app.get(
    '/invitations/mine',
    {
      preHandler: requireVisitor,
      schema: {
        ...visitorOnly,
        summary: 'Invitations to apply that your developer profile received, newest first',
        querystring: PageQuerySchema,
        response: { 200: ListInvitationsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listMyInvitations(app.db, request.requireVisitor(), request.query)),
    }),
  );
};
