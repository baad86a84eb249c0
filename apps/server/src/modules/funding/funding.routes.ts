import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import { PageQuerySchema } from '@app/shared/api/pagination.schemas';
import {
  CreateFundingIntentBodySchema,
  FundingIntentResponseSchema,
  FundingIntentsResponseSchema,
  FundingPoolsResponseSchema,
} from '@app/shared/funding/funding.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireVisitor } from '../../plugins/identity.ts';
import { getPools, listMyIntents, recordIntent } from './funding.service.ts';

const tags = ['funding'];

export const fundingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/funding/pools',
    {
      schema: {
        tags,
        summary: "The simulator's pool tables with the intents recorded against them",
        response: { 200: FundingPoolsResponseSchema },
      },
    },
    async () => ({ success: true as const, ...(await getPools(app.db)) }),
  );

  app.post(
    '/funding/intents',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Record a simulated lend, borrow or provide; the server computes the result',
        body: CreateFundingIntentBodySchema,
        response: { 201: FundingIntentResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true, intent: await recordIntent(app.db, request.requireVisitor(), request.body) }),
  );

  app.get(
    '/funding/intents/mine',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "The caller's recorded intents, newest first",
        querystring: PageQuerySchema,
        response: { 200: FundingIntentsResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listMyIntents(app.db, request.requireVisitor().id, request.query)),
    }),
  );
};
