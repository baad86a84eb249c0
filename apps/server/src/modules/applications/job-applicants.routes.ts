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
import { BLOCKED_MESSAGE } from '@app/shared/members/blocks.constants';
import { MEMBER_LEFT_MESSAGE } from '@app/shared/users/users.constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { requireVisitor, requireVisitorOrAdmin } from '../../plugins/identity.ts';
import { declineOtherApplications } from './application-decisions.service.ts';
import { listJobApplications } from './application-details.service.ts';
import { inviteDeveloper, listMyInvitations } from './invitations.service.ts';

const tags = ['applications'];
const notYourJob = 'Not your job (`forbidden`).';

/** A job owner's side: the applicants of a job, declining the rest, and invitations (issue 20 §2, §3, §5). */
export const jobApplicantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/:id/applications',
    {
      preHandler: requireVisitorOrAdmin,
      schema: {
        tags,
        summary: "A job's applications, newest first (its owner, or the admin)",
        params: JobIdParamsSchema,
        querystring: ListJobApplicationsQuerySchema,
        ...documented(
          { 200: ListApplicationDetailsResponseSchema },
          { auth: 'visitor-or-admin', forbidden: notYourJob, notFound: true },
        ),
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
        tags,
        summary: 'Decline every application of your job that awaits a decision, with one optional message',
        params: JobIdParamsSchema,
        body: DeclineOthersBodySchema,
        ...documented(
          { 200: DeclineOthersResponseSchema },
          { auth: 'visitor', body: true, forbidden: notYourJob, notFound: true },
        ),
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
        tags,
        summary: 'Invite a developer to apply to your open job (once per developer and job)',
        params: JobIdParamsSchema,
        body: CreateInvitationBodySchema,
        ...documented(
          { 201: InvitationResponseSchema },
          {
            auth: 'visitor',
            body: true,
            forbidden: `${notYourJob.slice(0, -1)}, or the developer blocks you: "${BLOCKED_MESSAGE}" (issue 41 §5).`,
            notFound: 'No such job or developer (`not_found`).',
            conflict:
              'Yourself, a developer without an account, a job not open, a developer who already applied to it, or invited ' +
              'already, or an Idempotency-Key reused; the ' +
              `message says why (\`conflict\`). A developer who deleted their account: "${MEMBER_LEFT_MESSAGE}"`,
          },
        ),
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
        tags,
        summary: 'Invitations to apply that your developer profile received, newest first',
        querystring: PageQuerySchema,
        ...documented({ 200: ListInvitationsResponseSchema }, { auth: 'visitor' }),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listMyInvitations(app.db, request.requireVisitor(), request.query)),
    }),
  );
};
