import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
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

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const write = { tags: ['prototypes'], security: [{ bearer: [] }] };

export const prototypesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prototypes',
    {
      config: { readCache: { scope: 'prototypes', anonymousOnly: true } },
      schema: {
        tags: ['prototypes'],
        summary: 'The prototype gallery, filtered and sorted, a page at a time',
        querystring: ListPrototypesQuerySchema,
        response: { 200: ListPrototypesResponseSchema, 400: ApiErrorSchema },
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
        tags: ['prototypes'],
        params: PrototypeIdParamsSchema,
        response: { 200: PrototypeResponseSchema, ...errors },
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
        tags: ['prototypes'],
        summary: 'Check a live prototype URL against the sharing rules',
        body: ValidateUrlBodySchema,
        response: { 200: ValidateUrlResponseSchema, 400: ApiErrorSchema },
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
        ...write,
        summary: 'Share a prototype',
        body: CreatePrototypeBodySchema,
        response: { 201: PrototypeResponseSchema, ...errors },
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
        ...write,
        summary: 'Edit a prototype (its author, or the admin)',
        params: PrototypeIdParamsSchema,
        body: UpdatePrototypeBodySchema,
        response: { 200: PrototypeResponseSchema, ...errors },
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
        ...write,
        summary: 'Delete a prototype (its author, or the admin)',
        params: PrototypeIdParamsSchema,
        response: { 200: DeletedResponseSchema, ...errors },
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
        ...write,
        summary: 'Like or unlike (one like per visitor)',
        params: PrototypeIdParamsSchema,
        body: LikeBodySchema,
        response: { 200: LikeResponseSchema, ...errors },
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
        tags: ['prototypes'],
        summary: 'Count a view (once per visitor or IP per 24 h)',
        params: PrototypeIdParamsSchema,
        response: { 200: ViewResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await recordPrototypeView(app.db, request.params.id, await viewerKeyOf(request))),
    }),
  );
};
