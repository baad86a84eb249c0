import { ApplicationIdParamsSchema } from '@app/shared/developers/developers.schemas';
import {
  ListConversationsQuerySchema,
  ListConversationsResponseSchema,
} from '@app/shared/messages/conversations.schemas';
import {
  CreateMessageBodySchema,
  ListMessagesQuerySchema,
  ListMessagesResponseSchema,
  MarkConversationReadResponseSchema,
  MessageResponseSchema,
  UnreadMessagesResponseSchema,
} from '@app/shared/messages/messages.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { requireVisitor } from '../../plugins/identity.ts';
import { listConversations } from './conversations.service.ts';
import { getUnreadMessages, listMessages, markConversationRead, sendMessage } from './messages.service.ts';

const tags = ['messages'];
/** A conversation of others answers 404, never 403: its existence does not leak (DESIGN.md §7). */
const notAParty = 'No application with this id of which you are a party (`not_found`).';

/** The conversation of an application, between the job's owner and the applicant (issue 20 §7). */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/applications/:id/messages',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: "An application's conversation (its two parties only): pages from the newest back, oldest first",
        params: ApplicationIdParamsSchema,
        querystring: ListMessagesQuerySchema,
        ...documented({ 200: ListMessagesResponseSchema }, { auth: 'visitor', notFound: notAParty }),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listMessages(app.db, request.requireVisitor(), request.params.id, request.query)),
    }),
  );

  app.post(
    '/applications/:id/messages',
    {
      preHandler: requireVisitor,
      // A retried send (the outbox, a double click) with the same Idempotency-Key posts once.
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Send a message to the other party of an application (plain text, newlines kept)',
        params: ApplicationIdParamsSchema,
        body: CreateMessageBodySchema,
        ...documented(
          { 201: MessageResponseSchema },
          {
            auth: 'visitor',
            body: true,
            forbidden: 'The other party blocks you: "This member does not accept messages from you." (`forbidden`).',
            notFound: notAParty,
            conflict:
              'The conversation is closed, or the other party has left the platform ("This member has left the ' +
              'platform.") (`conflict`), or an Idempotency-Key reused.',
          },
        ),
      },
    },
    async (request, reply) => {
      const message = await sendMessage(app.db, request.requireVisitor(), request.params.id, request.body);
      return reply.status(201).send({ success: true, message });
    },
  );

  app.post(
    '/applications/:id/read',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: 'Mark a conversation read (and its message notifications); answers your unread counts',
        params: ApplicationIdParamsSchema,
        ...documented(
          { 200: MarkConversationReadResponseSchema },
          { auth: 'visitor', body: true, notFound: notAParty },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await markConversationRead(app.db, request.requireVisitor(), request.params.id)),
    }),
  );

  app.get(
    '/messages/unread',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: 'Your unread messages, per conversation and in total',
        ...documented({ 200: UnreadMessagesResponseSchema }, { auth: 'visitor' }),
      },
    },
    async (request) => ({ success: true as const, ...(await getUnreadMessages(app.db, request.requireVisitor().id)) }),
  );

  app.get(
    '/messages/conversations',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary:
          'Your conversations (as a job owner, an applicant, in a contract): newest activity first, with the other ' +
          'person, the job, the last message and your unread count; `q` searches names and job titles',
        querystring: ListConversationsQuerySchema,
        ...documented({ 200: ListConversationsResponseSchema }, { auth: 'visitor' }),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listConversations(app.db, request.requireVisitor().id, request.query)),
    }),
  );
};
