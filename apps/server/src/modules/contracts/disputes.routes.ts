import {
  DisputeIdParamsSchema,
  DisputeResponseSchema,
  ListDisputesQuerySchema,
  ListDisputesResponseSchema,
  ResolveDisputeBodySchema,
} from '@app/shared/contracts/contracts.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { requireAdmin } from '../../plugins/identity.ts';
import { listDisputes, resolveDispute } from './disputes.service.ts';

const tags = ['contracts'];

/** The control center's disputes (issue 32 §3): admin only. */
export const disputesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/disputes',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'Disputes on contract milestones, open ones by default, newest first (admin)',
        querystring: ListDisputesQuerySchema,
        ...documented({ 200: ListDisputesResponseSchema }, { auth: 'admin' }),
      },
    },
    async (request) => ({ success: true as const, ...(await listDisputes(app.db, request.query)) }),
  );

  app.post(
    '/admin/disputes/:id/resolve',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'Resolve a dispute: release to the developer, refund the client, or split (admin)',
        params: DisputeIdParamsSchema,
        body: ResolveDisputeBodySchema,
        ...documented(
          { 200: DisputeResponseSchema },
          {
            auth: 'admin',
            body: true,
            notFound: 'No dispute with this id (`not_found`).',
            conflict: 'The dispute is already resolved (`conflict`).',
          },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      dispute: await resolveDispute(app.db, request.params.id, request.body),
    }),
  );
};
