import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import {
  ListOpportunitiesQuerySchema,
  ListOpportunitiesResponseSchema,
  OpportunityIdParamsSchema,
  OpportunityResponseSchema,
} from '@app/shared/opportunities/opportunities.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOpportunity, listOpportunities } from './opportunities.service.ts';

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
};
