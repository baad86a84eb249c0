import { PageQuerySchema } from '@app/shared/api/pagination.schemas';
import {
  CreateFundingIntentBodySchema,
  FundingIntentResponseSchema,
  FundingIntentsResponseSchema,
  FundingPoolsResponseSchema,
} from '@app/shared/funding/funding.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
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
        ...documented({ 200: FundingPoolsResponseSchema }, { auth: 'none' }),
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
        summary: 'Record a simulated lend, borrow or provide; the server computes the result',
        body: CreateFundingIntentBodySchema,
        ...documented({ 201: FundingIntentResponseSchema }, { auth: 'visitor', body: true, conflict: true }),
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
        summary: "The caller's recorded intents, newest first",
        querystring: PageQuerySchema,
        ...documented({ 200: FundingIntentsResponseSchema }, { auth: 'visitor' }),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listMyIntents(app.db, request.requireVisitor().id, request.query)),
    }),
  );
};
