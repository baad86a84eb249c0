import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import { ApplicationIdParamsSchema } from '@app/shared/developers/developers.schemas';
import {
  CreateMessageBodySchema,
  ListMessagesQuerySchema,
  ListMessagesResponseSchema,
  MarkConversationReadResponseSchema,
  MessageResponseSchema,
  UnreadMessagesResponseSchema,
} from '@app/shared/messages/messages.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireVisitor } from '../../plugins/identity.ts';
import { getUnreadMessages, listMessages, markConversationRead, sendMessage } from './messages.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const partiesOnly = { tags: ['messages'], security: [{ bearer: [] }] };

/** The conversation of an application, between the job's owner and the applicant (issue 20 §7). */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/applications/:id/messages',
    {
      preHandler: requireVisitor,
      schema: {
        ...partiesOnly,
        summary: "An application's conversation (its two parties only): pages from the newest back, oldest first",
        params: ApplicationIdParamsSchema,
        querystring: ListMessagesQuerySchema,
        response: { 200: ListMessagesResponseSchema, ...errors },
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
        ...partiesOnly,
        summary: 'Send a message to the other party of an application (plain text, newlines kept)',
        params: ApplicationIdParamsSchema,
        body: CreateMessageBodySchema,
        response: { 201: MessageResponseSchema, ...errors },
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
        ...partiesOnly,
        summary: 'Mark a conversation read (and its message notifications); answers your unread counts',
        params: ApplicationIdParamsSchema,
        response: { 200: MarkConversationReadResponseSchema, ...errors },
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
        ...partiesOnly,
        summary: 'Your unread messages, per conversation and in total',
        response: { 200: UnreadMessagesResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await getUnreadMessages(app.db, request.requireVisitor().id)) }),
  );
};
