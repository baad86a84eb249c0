import { DeletedResponseSchema, ViewResponseSchema } from '@app/shared/community/community.schemas';
import {
  CreatePrototypeBodySchema,
  LikeBodySchema,
  LikeResponseSchema,
  ListPrototypesQuerySchema,
  ListPrototypesResponseSchema,
  PrototypeIdParamsSchema,
  PrototypeResponseSchema,
  UpdatePrototypeBodySchema,
  ValidateUrlBodySchema,
  ValidateUrlResponseSchema,
} from '@app/shared/prototypes/prototypes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { loadVisitor, requireVisitor, requireVisitorOrAdmin, viewerKeyOf } from '../../plugins/identity.ts';
import {
  createPrototype,
  deletePrototype,
  getPrototype,
  listPrototypes,
  recordPrototypeView,
  setPrototypeLike,
  updatePrototype,
  validatePagesUrl,
} from './prototypes.service.ts';

const tags = ['prototypes'];
const alreadyShared = 'The site is already shared (`conflict`), or an Idempotency-Key was reused.';

export const prototypesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prototypes',
    {
      config: { readCache: { scope: 'prototypes', anonymousOnly: true } },
      schema: {
        tags,
        summary: 'The prototype gallery, filtered and sorted, a page at a time',
        querystring: ListPrototypesQuerySchema,
        ...documented({ 200: ListPrototypesResponseSchema }, { auth: 'optional', notModified: true }),
      },
    },
    async (request) => {
      const visitor = await loadVisitor(request);
      return { success: true as const, ...(await listPrototypes(app.db, request.query, visitor?.id ?? null)) };
    },
  );

  app.get(
    '/prototypes/:id',
    {
      schema: {
        tags,
        params: PrototypeIdParamsSchema,
        ...documented({ 200: PrototypeResponseSchema }, { auth: 'optional', notFound: true }),
      },
    },
    async (request) => {
      const visitor = await loadVisitor(request);
      return { success: true as const, prototype: await getPrototype(app.db, request.params.id, visitor?.id ?? null) };
    },
  );

  app.post(
    '/prototypes/validate-url',
    {
      schema: {
        tags,
        summary: 'Check a live prototype URL against the sharing rules',
        body: ValidateUrlBodySchema,
        ...documented({ 200: ValidateUrlResponseSchema }, { auth: 'none', body: true }),
      },
    },
    async (request) => ({ success: true as const, ...(await validatePagesUrl(app.db, request.body.url)) }),
  );

  app.post(
    '/prototypes',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Share a prototype',
        body: CreatePrototypeBodySchema,
        ...documented({ 201: PrototypeResponseSchema }, { auth: 'visitor', body: true, conflict: alreadyShared }),
      },
    },
    async (request, reply) => {
      const prototype = await createPrototype(app.db, request.requireVisitor(), request.body);
      return reply.status(201).send({ success: true, prototype });
    },
  );

  app.put(
    '/prototypes/:id',
    {
      preHandler: requireVisitorOrAdmin,
      schema: {
        tags,
        summary: 'Edit a prototype (its author, or the admin)',
        params: PrototypeIdParamsSchema,
        body: UpdatePrototypeBodySchema,
        ...documented(
          { 200: PrototypeResponseSchema },
          { auth: 'visitor-or-admin', body: true, forbidden: true, notFound: true, conflict: alreadyShared },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      prototype: await updatePrototype(app.db, request, request.params.id, request.body),
    }),
  );

  app.delete(
    '/prototypes/:id',
    {
      preHandler: requireVisitorOrAdmin,
      schema: {
        tags,
        summary: 'Delete a prototype (its author, or the admin)',
        params: PrototypeIdParamsSchema,
        ...documented(
          { 200: DeletedResponseSchema },
          { auth: 'visitor-or-admin', body: true, forbidden: true, notFound: true },
        ),
      },
    },
    async (request) => {
      await deletePrototype(app.db, request, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/prototypes/:id/like',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: 'Like or unlike (one like per visitor)',
        params: PrototypeIdParamsSchema,
        body: LikeBodySchema,
        ...documented({ 200: LikeResponseSchema }, { auth: 'visitor', body: true, notFound: true }),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await setPrototypeLike(app.db, request.requireVisitor(), request.params.id, request.body.action)),
    }),
  );

  app.post(
    '/prototypes/:id/view',
    {
      schema: {
        tags,
        summary: 'Count a view (once per visitor or IP per 24 h)',
        params: PrototypeIdParamsSchema,
        ...documented({ 200: ViewResponseSchema }, { auth: 'optional', body: true, notFound: true }),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await recordPrototypeView(app.db, request.params.id, await viewerKeyOf(request))),
    }),
  );
};
