import { deviceLabelOf } from '@app/shared/accounts/device-label';
import { PageQuerySchema } from '@app/shared/api/pagination.schemas';
import { ListAnswersPageResponseSchema, ListQuestionsResponseSchema } from '@app/shared/community/community.schemas';
import { ListPrototypesResponseSchema } from '@app/shared/prototypes/prototypes.schemas';
import {
  CreateSessionResponseSchema,
  GetMeResponseSchema,
  GetUserResponseSchema,
  ListUsersQuerySchema,
  ListUsersResponseSchema,
  UpdateUserBodySchema,
  UserIdParamsSchema,
} from '@app/shared/users/users.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { loadVisitor, requireVisitor } from '../../plugins/identity.ts';
import { setDisplayName } from '../accounts/display-name.service.ts';
import { listAnswersOfUser } from '../community/answers.service.ts';
import { listQuestions } from '../community/questions.service.ts';
import { listPrototypes } from '../prototypes/prototypes.service.ts';
import { assertOwnUser, createVisitorSession, getUser, listUsers, updateUser } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/session',
    {
      // Creating visitors is cheap for a client and each one gets its own write bucket: limit per IP.
      config: { createsVisitor: true },
      schema: {
        tags: ['users'],
        summary: 'Create an anonymous visitor and return its bearer token',
        ...documented({ 201: CreateSessionResponseSchema }, { auth: 'none', body: true }),
      },
    },
    async (request, reply) => {
      const session = await createVisitorSession(app.db, deviceLabelOf(request.headers['user-agent']));
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
        ...documented({ 200: GetMeResponseSchema }, { auth: 'visitor' }),
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
        ...documented({ 200: GetUserResponseSchema }, { auth: 'none', notFound: true }),
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
        summary: 'Change your own display name, avatar seed or bio',
        params: UserIdParamsSchema,
        body: UpdateUserBodySchema,
        ...documented(
          { 200: GetUserResponseSchema },
          { auth: 'visitor', body: true, forbidden: 'Not your profile (`forbidden`).', notFound: true },
        ),
      },
    },
    async (request) => {
      const visitor = request.requireVisitor();
      const { name, ...changes } = request.body;
      await assertOwnUser(app.db, visitor, request.params.id);
      if (name !== undefined) await setDisplayName(app.db, visitor, name);
      return { success: true as const, user: await updateUser(app.db, visitor, request.params.id, changes) };
    },
  );

  app.get(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Community members, newest first; q searches names',
        querystring: ListUsersQuerySchema,
        ...documented({ 200: ListUsersResponseSchema }, { auth: 'none' }),
      },
    },
    async (request) => ({ success: true as const, ...(await listUsers(app.db, request.query)) }),
  );

  app.get(
    '/users/:id/questions',
    {
      schema: {
        tags: ['users'],
        summary: "A member's questions, newest first",
        params: UserIdParamsSchema,
        querystring: PageQuerySchema,
        ...documented({ 200: ListQuestionsResponseSchema }, { auth: 'optional', notFound: true }),
      },
    },
    async (request) => {
      await getUser(app.db, request.params.id);
      const visitor = await loadVisitor(request);
      const page = await listQuestions(
        app.db,
        { sort: 'newest', tag: [], authorId: request.params.id, ...request.query },
        visitor?.id ?? null,
      );
      return { success: true as const, ...page };
    },
  );

  app.get(
    '/users/:id/answers',
    {
      schema: {
        tags: ['users'],
        summary: "A member's answers, newest first",
        params: UserIdParamsSchema,
        querystring: PageQuerySchema,
        ...documented({ 200: ListAnswersPageResponseSchema }, { auth: 'optional', notFound: true }),
      },
    },
    async (request) => {
      await getUser(app.db, request.params.id);
      const visitor = await loadVisitor(request);
      return {
        success: true as const,
        ...(await listAnswersOfUser(app.db, request.params.id, request.query, visitor?.id ?? null)),
      };
    },
  );

  app.get(
    '/users/:id/prototypes',
    {
      schema: {
        tags: ['users'],
        summary: "A member's prototypes, newest first",
        params: UserIdParamsSchema,
        querystring: PageQuerySchema,
        ...documented({ 200: ListPrototypesResponseSchema }, { auth: 'optional', notFound: true }),
      },
    },
    async (request) => {
      await getUser(app.db, request.params.id);
      const visitor = await loadVisitor(request);
      const page = await listPrototypes(
        app.db,
        { sort: 'newest', authorId: request.params.id, ...request.query },
        visitor?.id ?? null,
      );
      return { success: true as const, ...page };
    },
  );
};
