import { ListReviewsQuerySchema, ListReviewsResponseSchema } from '@app/shared/contracts/reviews.schemas';
import { DeveloperIdParamsSchema } from '@app/shared/developers/developers.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { listDeveloperReviews } from './reviews.service.ts';

const tags = ['reviews'];

/** Public reads of the reviews a developer earned (issue 32 §4); writing one is a contract route. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/developers/:id/reviews',
    {
      schema: {
        tags,
        summary: "A developer's client reviews that have been revealed, newest first",
        params: DeveloperIdParamsSchema,
        querystring: ListReviewsQuerySchema,
        ...documented(
          { 200: ListReviewsResponseSchema },
          { auth: 'none', notFound: 'No developer with this id (`not_found`).' },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listDeveloperReviews(app.db, request.params.id, request.query)),
    }),
  );
};
