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
import { documented } from '../../lib/route-responses.ts';
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
const tags = ['bounties'];

export const bountiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bounties',
    {
      schema: {
        tags,
        summary: 'Bounties, newest first; q matches title, description or skills',
        querystring: ListBountiesQuerySchema,
        ...documented({ 200: ListBountiesResponseSchema }, { auth: 'optional' }),
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
        ...documented({ 200: BountyResponseSchema }, { auth: 'optional', notFound: true }),
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
        tags,
        summary: 'Create a bounty, funded from the pool into its escrow (admin)',
        body: CreateBountyBodySchema,
        ...documented(
          { 201: BountyResponseSchema },
          { auth: 'admin', body: true, conflict: 'The pool cannot fund the reward (`conflict`).' },
        ),
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
        tags,
        summary: 'Cancel an Open bounty; its escrow returns to the pool (admin)',
        params: IdParamsSchema,
        ...documented({ 200: BountyResponseSchema }, { auth: 'admin', body: true, notFound: true, conflict: true }),
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
        tags,
        summary: 'Claim an Open bounty (at most 3 unfinished claims)',
        params: IdParamsSchema,
        ...documented({ 200: BountyResponseSchema }, { auth: 'visitor', body: true, notFound: true, conflict: true }),
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
        tags,
        summary: 'Release your claim on an Open bounty',
        params: IdParamsSchema,
        ...documented({ 200: BountyResponseSchema }, { auth: 'visitor', body: true, notFound: true, conflict: true }),
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
        tags,
        summary: 'Hand in work for an Open bounty (unclaimed or claimed by you)',
        params: IdParamsSchema,
        body: SubmitBountyBodySchema,
        ...documented(
          { 201: SubmissionResponseSchema },
          { auth: 'visitor', body: true, notFound: true, conflict: true },
        ),
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
        tags,
        summary: "The caller's submissions, newest first",
        querystring: SubmissionsQuerySchema,
        ...documented({ 200: SubmissionsResponseSchema }, { auth: 'visitor' }),
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
        tags,
        summary: 'Every submission, newest first (admin)',
        querystring: SubmissionsQuerySchema,
        ...documented({ 200: SubmissionsResponseSchema }, { auth: 'admin' }),
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
          tags,
          summary,
          params: SubmissionParamsSchema,
          ...(body ? { body } : {}),
          ...documented(
            { 200: SubmissionResponseSchema },
            { auth: 'admin', body: true, notFound: true, conflict: true },
          ),
        },
      },
      async (request) => {
        const notes = (request.body as { reviewerNotes?: string } | undefined)?.reviewerNotes;
        return { success: true as const, ...(await reviewSubmission(app.db, request.params.id, action, notes)) };
      },
    );
  }
};
