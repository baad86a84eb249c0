import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import {
  CreateSessionResponseSchema,
  GetMeResponseSchema,
  GetUserResponseSchema,
  UpdateUserBodySchema,
  UserIdParamsSchema,
} from '@app/shared/users/users.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireVisitor } from '../../plugins/identity.ts';
import { createVisitorSession, getUser, updateUser } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/session',
    {
      schema: {
        tags: ['users'],
        summary: 'Create an anonymous visitor and return its bearer token',
        response: { 201: CreateSessionResponseSchema, 429: ApiErrorSchema },
      },
    },
    async (_request, reply) => {
      const session = await createVisitorSession(app.db);
      return reply.status(201).send({ success: true, ...session });
    },
  );

  app.get(
    '/users/me',
    {
      preHandler: requireVisitor,
      schema: {
        tags: ['users'],
        summary: 'The visitor who owns the bearer token',
        security: [{ bearer: [] }],
        response: { 200: GetMeResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, user: request.requireVisitor() }),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'A public profile',
        params: UserIdParamsSchema,
        response: { 200: GetUserResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, user: await getUser(app.db, request.params.id) }),
  );

  app.put(
    '/users/:id',
    {
      preHandler: requireVisitor,
      schema: {
        tags: ['users'],
        summary: 'Change your own display name',
        security: [{ bearer: [] }],
        params: UserIdParamsSchema,
        body: UpdateUserBodySchema,
        response: { 200: GetUserResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      user: await updateUser(app.db, request.requireVisitor(), request.params.id, request.body),
    }),
  );
};
