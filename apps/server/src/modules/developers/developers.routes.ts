import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import { DeletedResponseSchema } from '@app/shared/community/community.schemas';
import {
  DeveloperIdParamsSchema,
  DeveloperResponseSchema,
  ListDevelopersQuerySchema,
  ListDevelopersResponseSchema,
  UpsertDeveloperProfileBodySchema,
} from '@app/shared/developers/developers.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireVisitor } from '../../plugins/identity.ts';
import { deleteMyProfile, getDeveloper, getMyProfile, listDevelopers, saveMyProfile } from './developers.service.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const write = { tags: ['developers'], security: [{ bearer: [] }] };

export const developersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/developers',
    {
      schema: {
        tags: ['developers'],
        summary: 'The developer directory, filtered and sorted',
        querystring: ListDevelopersQuerySchema,
        response: { 200: ListDevelopersResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await listDevelopers(app.db, request.query)) }),
  );

  app.get(
    '/developers/me',
    {
      preHandler: requireVisitor,
      schema: {
        ...write,
        summary: 'Your developer profile (404 until you save one)',
        response: { 200: DeveloperResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, developer: await getMyProfile(app.db, request.requireVisitor()) }),
  );

  app.put(
    '/developers/me',
    {
      preHandler: requireVisitor,
      schema: {
        ...write,
        summary: 'Create or update your developer profile',
        body: UpsertDeveloperProfileBodySchema,
        response: { 200: DeveloperResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      developer: await saveMyProfile(app.db, request.requireVisitor(), request.body),
    }),
  );

  app.delete(
    '/developers/me',
    {
      preHandler: requireVisitor,
      schema: {
        ...write,
        summary: 'Delete your developer profile',
        response: { 200: DeletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteMyProfile(app.db, request.requireVisitor());
      return { success: true as const };
    },
  );

  app.get(
    '/developers/:id',
    {
      schema: {
        tags: ['developers'],
        params: DeveloperIdParamsSchema,
        response: { 200: DeveloperResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, developer: await getDeveloper(app.db, request.params.id) }),
  );
};
