import {
  ListOpportunitiesQuerySchema,
  ListOpportunitiesResponseSchema,
  OpportunityIdParamsSchema,
  OpportunityResponseSchema,
  PipelineQuerySchema,
  PipelineResponseSchema,
  UpdateOpportunityBodySchema,
} from '@app/shared/opportunities/opportunities.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { loadVisitor, requireVisitorOrAdmin } from '../../plugins/identity.ts';
import { dealViewer, getOpportunity, listOpportunities } from './opportunities.service.ts';
import { getPipeline, updateOpportunity } from './pipeline.service.ts';

export const opportunitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/opportunities',
    {
      schema: {
        tags: ['opportunities'],
        summary:
          "Pipeline opportunities (open by default), newest first: the demo deals, and a real job's deal only to the admin, the job's owner and its assigned developer",
        querystring: ListOpportunitiesQuerySchema,
        ...documented({ 200: ListOpportunitiesResponseSchema }, { auth: 'optional' }),
      },
    },
    async (request) => {
      const viewer = dealViewer(await loadVisitor(request), request.isAdmin);
      return { success: true as const, ...(await listOpportunities(app.db, viewer, request.query)) };
    },
  );

  app.get(
    '/opportunities/:id',
    {
      schema: {
        tags: ['opportunities'],
        params: OpportunityIdParamsSchema,
        ...documented(
          { 200: OpportunityResponseSchema },
          {
            auth: 'optional',
            notFound: "No such deal, or a real job's deal the caller is not a party to (`not_found`).",
          },
        ),
      },
    },
    async (request) => {
      const viewer = dealViewer(await loadVisitor(request), request.isAdmin);
      return { success: true as const, opportunity: await getOpportunity(app.db, request.params.id, viewer) };
    },
  );

  app.get(
    '/pipeline',
    {
      // Only anonymous answers are cached: a party's full view is computed for them, never stored.
      config: { readCache: { scope: 'pipeline', anonymousOnly: true } },
      schema: {
        tags: ['opportunities'],
        summary:
          "The pipeline by stage, its stats and insights, computed from the deals the caller may see; other clients' real deals only as per-stage totals (`privateDeals`)",
        querystring: PipelineQuerySchema,
        ...documented({ 200: PipelineResponseSchema }, { auth: 'optional', notModified: true }),
      },
    },
    async (request) => {
      const viewer = dealViewer(await loadVisitor(request), request.isAdmin);
      return { success: true as const, ...(await getPipeline(app.db, viewer, request.query)) };
    },
  );

  app.put(
    '/opportunities/:id',
    {
      preHandler: requireVisitorOrAdmin,
      schema: {
        tags: ['opportunities'],
        summary: 'Move, assign or revalue a deal (the admin, or the account of its assigned developer)',
        params: OpportunityIdParamsSchema,
        body: UpdateOpportunityBodySchema,
        ...documented(
          { 200: OpportunityResponseSchema },
          {
            auth: 'visitor-or-admin',
            body: true,
            forbidden: 'Neither the admin nor the assigned developer (`forbidden`).',
            notFound: "No such deal, or a real job's deal the caller is not a party to (`not_found`).",
          },
        ),
      },
    },
    async (request) => {
      const actor = { visitor: await loadVisitor(request), isAdmin: request.isAdmin };
      const opportunity = await updateOpportunity(app.db, actor, request.params.id, request.body);
      return { success: true as const, opportunity };
    },
  );
};
