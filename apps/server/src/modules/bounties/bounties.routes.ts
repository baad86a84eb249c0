import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import {
  ApproveSubmissionBodySchema,
  BountyResponseSchema,
  CreateBountyBodySchema,
  ListBountiesQuerySchema,
  ListBountiesResponseSchema,
  RejectSubmissionBodySchema,
  SubmissionResponseSchema,
  SubmissionsQuerySchema,
  SubmissionsResponseSchema,
  SubmitBountyBodySchema,
} from '@app/shared/bounties/bounties.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadVisitor, requireAdmin, requireVisitor } from '../../plugins/identity.ts';
import {
  cancelBounty,
  claimBounty,
  createBounty,
  getBounty,
  listBounties,
  listSubmissions,
  releaseClaim,
  reviewSubmission,
  submitWork,
} from './bounties.service.ts';

const IdParamsSchema = z.object({ id: z.uuid('Not a bounty id') });
const SubmissionParamsSchema = z.object({ id: z.uuid('Not a submission id') });
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const tags = ['bounties'];
const write = { tags, security: [{ bearer: [] }] };

export const bountiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bounties',
    {
      schema: {
        tags,
        summary: 'Bounties, newest first; q matches title, description or skills',
        querystring: ListBountiesQuerySchema,
        response: { 200: ListBountiesResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const visitor = await loadVisitor(request);
      return { success: true as const, ...(await listBounties(app.db, request.query, visitor?.id ?? null)) };
    },
  );

  app.get(
    '/bounties/:id',
    {
      schema: {
        tags,
        summary: 'One bounty',
        params: IdParamsSchema,
        response: { 200: BountyResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const visitor = await loadVisitor(request);
      return { success: true as const, bounty: await getBounty(app.db, request.params.id, visitor?.id ?? null) };
    },
  );

  app.post(
    '/bounties',
    {
      preValidation: requireAdmin,
      schema: {
        ...write,
        summary: 'Create a bounty, funded from the pool into its escrow (admin)',
        body: CreateBountyBodySchema,
        response: { 201: BountyResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true, bounty: await createBounty(app.db, request.body) }),
  );

  app.post(
    '/bounties/:id/cancel',
    {
      preValidation: requireAdmin,
      schema: {
        ...write,
        summary: 'Cancel an Open bounty; its escrow returns to the pool (admin)',
        params: IdParamsSchema,
        response: { 200: BountyResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, bounty: await cancelBounty(app.db, request.params.id) }),
  );

  app.post(
    '/bounties/:id/claim',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        ...write,
        summary: 'Claim an Open bounty (at most 3 unfinished claims)',
        params: IdParamsSchema,
        response: { 200: BountyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      bounty: await claimBounty(app.db, request.requireVisitor(), request.params.id),
    }),
  );

  app.delete(
    '/bounties/:id/claim',
    {
      preHandler: requireVisitor,
      schema: {
        ...write,
        summary: 'Release your claim on an Open bounty',
        params: IdParamsSchema,
        response: { 200: BountyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      bounty: await releaseClaim(app.db, request.requireVisitor(), request.params.id),
    }),
  );

  app.post(
    '/bounties/:id/submissions',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        ...write,
        summary: 'Hand in work for an Open bounty (unclaimed or claimed by you)',
        params: IdParamsSchema,
        body: SubmitBountyBodySchema,
        response: { 201: SubmissionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await submitWork(app.db, request.requireVisitor(), request.params.id, request.body);
      return reply.status(201).send({ success: true, ...result });
    },
  );

  app.get(
    '/submissions/mine',
    {
      preHandler: requireVisitor,
      schema: {
        ...write,
        summary: "The caller's submissions, newest first",
        querystring: SubmissionsQuerySchema,
        response: { 200: SubmissionsResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listSubmissions(app.db, request.query, request.requireVisitor().id)),
    }),
  );

  app.get(
    '/submissions',
    {
      preValidation: requireAdmin,
      schema: {
        ...write,
        summary: 'Every submission, newest first (admin)',
        querystring: SubmissionsQuerySchema,
        response: { 200: SubmissionsResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await listSubmissions(app.db, request.query)) }),
  );

  const reviews = [
    ['review', 'Start reviewing a Pending submission (admin)', null],
    ['approve', 'Approve: bounty Completed, reward paid from escrow once (admin)', ApproveSubmissionBodySchema],
    ['reject', 'Reject with notes: bounty back to Open (admin)', RejectSubmissionBodySchema],
  ] as const;
  for (const [action, summary, body] of reviews) {
    app.post(
      `/submissions/:id/${action}`,
      {
        preValidation: requireAdmin,
        schema: {
          ...write,
          summary,
          params: SubmissionParamsSchema,
          ...(body ? { body } : {}),
          response: { 200: SubmissionResponseSchema, ...errors },
        },
      },
      async (request) => {
        const notes = (request.body as { reviewerNotes?: string } | undefined)?.reviewerNotes;
        return { success: true as const, ...(await reviewSubmission(app.db, request.params.id, action, notes)) };
      },
    );
  }
};
