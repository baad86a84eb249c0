import {
  BlockStateResponseSchema,
  ListBlocksQuerySchema,
  ListBlocksResponseSchema,
  MemberIdParamsSchema,
} from '@app/shared/members/blocks.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { requireVisitor } from '../../plugins/identity.ts';
import { blockMember, listMyBlocks, unblockMember } from './blocks.service.ts';

const tags = ['members'];
const options = {
  auth: 'visitor',
  body: true,
  notFound: 'No member with this id (`not_found`).',
  conflict: 'You cannot block yourself (`conflict`).',
} as const;

/**
 * Blocking (issue 41 §5): a blocked member's messages (direct or in an application's conversation)
 * and job invitations to the blocker answer 403 "This member does not accept messages from you.", their
 * applications to the blocker's jobs 403 "This member does not accept applications from you.".
 */
export const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/members/:id/block',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: 'Block a member (idempotent): they can no longer message, invite or apply to you',
        params: MemberIdParamsSchema,
        ...documented({ 200: BlockStateResponseSchema }, options),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await blockMember(app.db, request.requireVisitor(), request.params.id)),
    }),
  );

  app.delete(
    '/members/:id/block',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: 'Unblock a member (idempotent): they can message, invite and apply to you again',
        params: MemberIdParamsSchema,
        ...documented({ 200: BlockStateResponseSchema }, options),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await unblockMember(app.db, request.requireVisitor(), request.params.id)),
    }),
  );

  app.get(
    '/account/blocks',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: 'The members you block, the latest first',
        querystring: ListBlocksQuerySchema,
        ...documented({ 200: ListBlocksResponseSchema }, { auth: 'visitor' }),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listMyBlocks(app.db, request.requireVisitor(), request.query)),
    }),
  );
};
