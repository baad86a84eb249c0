import {
  AnalyticsSummaryResponseSchema,
  EventsQuerySchema,
  ListAnalyticsEventsResponseSchema,
  PopularContentResponseSchema,
  SummaryQuerySchema,
} from '@app/shared/analytics/analytics.schemas';
import { ListPrototypesQuerySchema } from '@app/shared/prototypes/prototypes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documented } from '../../lib/route-responses.ts';
import { requireAdmin } from '../../plugins/identity.ts';
import { listQuestions } from '../community/questions.service.ts';
import { listPrototypes } from '../prototypes/prototypes.service.ts';
import { getEvents, getSummary } from './analytics.service.ts';

const tags = ['analytics'];
const admin = { preValidation: requireAdmin };

/** Reading what the tracker stored: raw events are admin only; the aggregates are public. */
export const analyticsReadRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const path of ['/analytics', '/analytics/events']) {
    app.get(
      path,
      {
        ...admin,
        schema: {
          tags,
          summary: 'Stored events, newest first; filters name, since, until (admin)',
          querystring: EventsQuerySchema,
          ...documented({ 200: ListAnalyticsEventsResponseSchema }, { auth: 'admin' }),
        },
      },
      async (request) => ({ success: true as const, ...(await getEvents(app.db, request.query)) }),
    );
  }

  app.get(
    '/analytics/user/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: "One user's events (admin); an id that has none, or no user, finds none",
        params: z.object({ id: z.uuid('Not a user id') }),
        querystring: EventsQuerySchema,
        ...documented({ 200: ListAnalyticsEventsResponseSchema }, { auth: 'admin' }),
      },
    },
    async (request) => ({ success: true as const, ...(await getEvents(app.db, request.query, request.params.id)) }),
  );

  app.get(
    '/analytics/summary',
    {
      schema: {
        tags,
        summary: 'Events per name and per day, sessions, top pages (last 30 days)',
        querystring: SummaryQuerySchema,
        ...documented({ 200: AnalyticsSummaryResponseSchema }, { auth: 'none' }),
      },
    },
    async (request) => ({ success: true as const, summary: await getSummary(app.db, request.query) }),
  );

  const popular = {
    tags,
    summary: 'The most viewed questions and prototypes',
    ...documented({ 200: PopularContentResponseSchema }, { auth: 'none' }),
  };
  app.get('/analytics/popular', { schema: popular }, async () => {
    const [questions, prototypes] = [
      await listQuestions(app.db, { sort: 'views', tag: [], limit: 5 }, null),
      await listPrototypes(app.db, ListPrototypesQuerySchema.parse({ sort: 'views', limit: 5 }), null),
    ];
    return {
      success: true as const,
      questions: questions.questions.map((question) => ({
        id: question.id,
        title: question.title,
        views: question.views,
      })),
      prototypes: prototypes.prototypes.map((prototype) => ({
        id: prototype.id,
        title: prototype.title,
        views: prototype.views,
      })),
    };
  });
};
