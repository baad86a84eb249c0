import { JobIdParamsSchema } from '@app/shared/jobs/jobs.schemas';
import { MATCH_MESSAGES } from '@app/shared/matching/matching.constants';
import {
  DismissMatchParamsSchema,
  DismissMatchResponseSchema,
  JobMatchesResponseSchema,
  MatchesQuerySchema,
  MyJobMatchesResponseSchema,
} from '@app/shared/matching/matching.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { llmOptionsFromConfig } from '../../lib/llm-client.ts';
import { documented } from '../../lib/route-responses.ts';
import { requireVisitor, requireVisitorOrAdmin } from '../../plugins/identity.ts';
import { dismissMatch, suggestDevelopers, suggestJobs } from './matching.service.ts';

const tags = ['matching'];

/**
 * Matching (issue 33): the developers suggested for a job, the jobs suggested for a developer,
 * each with the reasons it was made; "Not a fit" hides a developer for one job. The built-in
 * ranking answers; a configured language model may reorder its best 30 within 3 seconds.
 */
export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  const llm = llmOptionsFromConfig(app.config);
  const onFallback = (log: typeof app.log) => (reason: string) =>
    log.warn({ reason }, 'matching: the language model did not reorder the suggestions');

  app.get(
    '/jobs/:id/matches',
    {
      preHandler: requireVisitorOrAdmin,
      schema: {
        tags,
        summary:
          "The developers best suited to a job who have not applied and were not hidden, each with a score (0-100) and its reasons (the job's owner or the admin)",
        params: JobIdParamsSchema,
        querystring: MatchesQuerySchema,
        ...documented(
          { 200: JobMatchesResponseSchema },
          { auth: 'visitor-or-admin', forbidden: true, notFound: 'No job with this id.' },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      matches: await suggestDevelopers(app.db, request, request.params.id, request.query.limit, {
        llm,
        onFallback: onFallback(request.log),
      }),
    }),
  );

  app.get(
    '/developers/me/matches',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary:
          'Jobs for you: the open jobs best suited to your developer profile that you have not applied to, with their reasons and what they ask that your profile does not show',
        querystring: MatchesQuerySchema,
        ...documented({ 200: MyJobMatchesResponseSchema }, { auth: 'visitor', notFound: MATCH_MESSAGES.noProfile }),
      },
    },
    async (request) => ({
      success: true as const,
      matches: await suggestJobs(app.db, request.requireVisitor(), request.query.limit, {
        llm,
        onFallback: onFallback(request.log),
      }),
    }),
  );

  app.post(
    '/jobs/:id/matches/:developerId/dismiss',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: '"Not a fit": hides a suggested developer from this job\'s suggestions for good (the job\'s owner)',
        params: DismissMatchParamsSchema,
        ...documented(
          { 200: DismissMatchResponseSchema },
          { auth: 'visitor', body: true, forbidden: true, notFound: true },
        ),
      },
    },
    async (request) => {
      await dismissMatch(app.db, request.requireVisitor(), request.params.id, request.params.developerId);
      return { success: true as const, message: MATCH_MESSAGES.dismissed };
    },
  );
};
