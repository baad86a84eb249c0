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
import { getOpportunity, listOpportunities } from './opportunities.service.ts';
import { getPipeline, updateOpportunity } from './pipeline.service.ts';

export const opportunitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/opportunities',
    {
      schema: {
        tags: ['opportunities'],
        summary: 'Pipeline opportunities (open by default), newest first',
        querystring: ListOpportunitiesQuerySchema,
        ...documented({ 200: ListOpportunitiesResponseSchema }, { auth: 'none' }),
      },
    },
    async (request) => ({ success: true as const, ...(await listOpportunities(app.db, request.query)) }),
  );

  app.get(
    '/opportunities/:id',
    {
      schema: {
        tags: ['opportunities'],
        params: OpportunityIdParamsSchema,
        ...documented({ 200: OpportunityResponseSchema }, { auth: 'none', notFound: true }),
      },
    },
    async (request) => ({ success: true as const, opportunity: await getOpportunity(app.db, request.params.id) }),
  );

  app.get(
    '/pipeline',
    {
      config: { readCache: { scope: 'pipeline' } },
      schema: {
        tags: ['opportunities'],
        summary: 'The pipeline by stage, its stats and insights, computed from the data',
        querystring: PipelineQuerySchema,
        ...documented({ 200: PipelineResponseSchema }, { auth: 'none', notModified: true }),
      },
    },
    async (request) => ({ success: true as const, ...(await getPipeline(app.db, request.query)) }),
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
            notFound: true,
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
