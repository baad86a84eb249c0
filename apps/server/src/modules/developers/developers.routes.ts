import { DeletedResponseSchema } from '@app/shared/community/community.schemas';
import {
  DeveloperIdParamsSchema,
  DeveloperResponseSchema,
  ListDevelopersQuerySchema,
  ListDevelopersResponseSchema,
  MaybeDeveloperResponseSchema,
  UpsertDeveloperProfileBodySchema,
} from '@app/shared/developers/developers.schemas';
import { DEFAULT_VISITOR_NAME, DisplayNameSchema } from '@app/shared/users/users.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { requireVisitor } from '../../plugins/identity.ts';
import { setDisplayName } from '../accounts/display-name.service.ts';
import {
  deleteMyProfile,
  findDeveloperOfUser,
  getDeveloper,
  getMyProfile,
  listDevelopers,
  saveMyProfile,
} from './developers.service.ts';

const tags = ['developers'];
const noProfile = 'You have no developer profile yet (`not_found`).';

export const developersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/developers',
    {
      schema: {
        tags,
        summary: 'The developer directory, filtered and sorted',
        querystring: ListDevelopersQuerySchema,
        ...documented({ 200: ListDevelopersResponseSchema }, { auth: 'none' }),
      },
    },
    async (request) => ({ success: true as const, ...(await listDevelopers(app.db, request.query)) }),
  );

  app.get(
    '/developers/me',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: 'Your developer profile (404 until you save one)',
        ...documented({ 200: DeveloperResponseSchema }, { auth: 'visitor', notFound: noProfile }),
      },
    },
    async (request) => ({ success: true as const, developer: await getMyProfile(app.db, request.requireVisitor()) }),
  );

  app.get(
    '/developers/mine',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: 'Your developer profile, or null when you have none (no 404: for pages that ask whether there is one)',
        ...documented({ 200: MaybeDeveloperResponseSchema }, { auth: 'visitor' }),
      },
    },
    async (request) => ({
      success: true as const,
      developer: await findDeveloperOfUser(app.db, request.requireVisitor().id),
    }),
  );

  app.put(
    '/developers/me',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: 'Create or update your developer profile',
        body: UpsertDeveloperProfileBodySchema,
        ...documented({ 200: DeveloperResponseSchema }, { auth: 'visitor', body: true }),
      },
    },
    async (request) => {
      const visitor = request.requireVisitor();
      const developer = await saveMyProfile(app.db, visitor, request.body);
      // The name a developer wrote on their profile is how others see them, until they choose another (issue 41 §1).
      const name = DisplayNameSchema.safeParse(developer.name);
      if (!visitor.hasDisplayName && name.success && name.data !== DEFAULT_VISITOR_NAME)
        await setDisplayName(app.db, visitor, name.data);
      return { success: true as const, developer };
    },
  );

  app.delete(
    '/developers/me',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: 'Delete your developer profile',
        ...documented({ 200: DeletedResponseSchema }, { auth: 'visitor', body: true, notFound: noProfile }),
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
        tags,
        params: DeveloperIdParamsSchema,
        ...documented({ 200: DeveloperResponseSchema }, { auth: 'none', notFound: true }),
      },
    },
    async (request) => ({ success: true as const, developer: await getDeveloper(app.db, request.params.id) }),
  );
};
