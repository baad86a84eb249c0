import {
  ConversationIdParamsSchema,
  CreateConversationBodySchema,
  CreateConversationResponseSchema,
} from '@app/shared/messages/direct-conversations.schemas';
import {
  CreateMessageBodySchema,
  ListMessagesQuerySchema,
  ListMessagesResponseSchema,
  MarkConversationReadResponseSchema,
  MessageResponseSchema,
} from '@app/shared/messages/messages.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { requireVisitor } from '../../plugins/identity.ts';
import {
  listDirectMessages,
  markDirectConversationRead,
  sendDirectMessage,
  startConversation,
  TooManyConversationsError,
} from './direct-conversations.service.ts';

const tags = ['messages'];
/** A conversation of others answers 404, never 403: its existence does not leak (DESIGN.md §7). */
const notAParty = 'No direct conversation with this id of which you are one of the two people (`not_found`).';
const blocked = 'The other person blocks you: "This member does not accept messages from you." (`forbidden`).';

/** Direct conversations (issue 41 §5): a member and a developer, with no application between them. */
export const directConversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/conversations',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          'Write to a developer (by profile id) with no application: 201 with a new conversation, 200 when the ' +
          'two of you already have one (the message joins it)',
        body: CreateConversationBodySchema,
        ...documented(
          { 200: CreateConversationResponseSchema, 201: CreateConversationResponseSchema },
          {
            auth: 'visitor',
            body: true,
            forbidden: blocked,
            notFound: 'No developer profile with this id (`not_found`).',
            conflict:
              'A demo profile ("This is a demo profile: it cannot receive messages."), yourself, or a member who ' +
              'has left the platform (`conflict`); or an Idempotency-Key reused.',
          },
        ),
      },
    },
    async (request, reply) => {
      try {
        const { created, ...result } = await startConversation(app.db, request.requireVisitor(), request.body);
        return reply.status(created ? 201 : 200).send({ success: true, ...result });
      } catch (error) {
        // The 21st new conversation of a day (429): when the oldest of the 20 leaves the window.
        if (error instanceof TooManyConversationsError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  app.get(
    '/conversations/:id/messages',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: "A direct conversation's messages (its two people only): pages from the newest back, oldest first",
        params: ConversationIdParamsSchema,
        querystring: ListMessagesQuerySchema,
        ...documented({ 200: ListMessagesResponseSchema }, { auth: 'visitor', notFound: notAParty }),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listDirectMessages(app.db, request.requireVisitor(), request.params.id, request.query)),
    }),
  );

  app.post(
    '/conversations/:id/messages',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Send a message to the other person of a direct conversation (plain text, newlines kept)',
        params: ConversationIdParamsSchema,
        body: CreateMessageBodySchema,
        ...documented(
          { 201: MessageResponseSchema },
          {
            auth: 'visitor',
            body: true,
            forbidden: blocked,
            notFound: notAParty,
            conflict:
              'The other person has left the platform ("This member has left the platform.") (`conflict`), or an ' +
              'Idempotency-Key reused.',
          },
        ),
      },
    },
    async (request, reply) => {
      const message = await sendDirectMessage(app.db, request.requireVisitor(), request.params.id, request.body);
      return reply.status(201).send({ success: true, message });
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: 'Mark a direct conversation read (and its message notifications); answers your unread counts',
        params: ConversationIdParamsSchema,
        ...documented(
          { 200: MarkConversationReadResponseSchema },
          { auth: 'visitor', body: true, notFound: notAParty },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await markDirectConversationRead(app.db, request.requireVisitor(), request.params.id)),
    }),
  );
};
