import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
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
        response: { 200: ListOpportunitiesResponseSchema, 400: ApiErrorSchema },
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
        response: { 200: OpportunityResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
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
        response: { 200: PipelineResponseSchema, 400: ApiErrorSchema },
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
        security: [{ bearer: [] }],
        params: OpportunityIdParamsSchema,
        body: UpdateOpportunityBodySchema,
        response: {
          200: OpportunityResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const actor = { visitor: await loadVisitor(request), isAdmin: request.isAdmin };
      const opportunity = await updateOpportunity(app.db, actor, request.params.id, request.body);
      return { success: true as const, opportunity };
    },
  );
};
