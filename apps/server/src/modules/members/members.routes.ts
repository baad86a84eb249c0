import { ListReviewsQuerySchema, ListReviewsResponseSchema } from '@app/shared/contracts/reviews.schemas';
import {
  MemberIdParamsSchema,
  MemberResponseSchema,
  UpdateMemberProfileBodySchema,
} from '@app/shared/members/members.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { requireVisitor } from '../../plugins/identity.ts';
import { getMember, listMemberReviews, updateMyMemberProfile } from './members.service.ts';

const tags = ['members'];

/** Members' public pages (issue 41 §2, §3): anyone reads one; a member writes their own. */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/members/me',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: 'Set the company, location, time zone and about text of your member page',
        body: UpdateMemberProfileBodySchema,
        ...documented({ 200: MemberResponseSchema }, { auth: 'visitor', body: true }),
      },
    },
    async (request) => ({
      success: true as const,
      member: await updateMyMemberProfile(app.db, request.requireVisitor(), request.body),
    }),
  );

  app.get(
    '/members/:id',
    {
      schema: {
        tags,
        summary: "A member's public page: who they are as a client, their counts and developers' reviews",
        params: MemberIdParamsSchema,
        ...documented(
          { 200: MemberResponseSchema },
          { auth: 'none', notFound: 'No member with this id, or the member deleted their account (`not_found`).' },
        ),
      },
    },
    async (request) => ({ success: true as const, member: await getMember(app.db, request.params.id) }),
  );

  app.get(
    '/members/:id/reviews',
    {
      schema: {
        tags,
        summary: "One page of the developers' revealed reviews of a member, newest first",
        params: MemberIdParamsSchema,
        querystring: ListReviewsQuerySchema,
        ...documented(
          { 200: ListReviewsResponseSchema },
          { auth: 'none', notFound: 'No member with this id, or the member deleted their account (`not_found`).' },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listMemberReviews(app.db, request.params.id, request.query)),
    }),
  );
};
