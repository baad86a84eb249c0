import { CONTRACT_MESSAGES } from '@app/shared/contracts/contracts.constants';
import {
  AcceptContractBodySchema,
  ContractDecisionBodySchema,
  ContractIdParamsSchema,
  ContractResponseSchema,
  ContractTermsBodySchema,
  ListContractsQuerySchema,
  ListContractsResponseSchema,
} from '@app/shared/contracts/contracts.schemas';
import { CreateReviewBodySchema, ReviewResponseSchema } from '@app/shared/contracts/reviews.schemas';
import { ApplicationIdParamsSchema } from '@app/shared/developers/developers.schemas';
import { MEMBER_LEFT_MESSAGE } from '@app/shared/users/users.constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformBankOf } from '../../lib/platform-bank.ts';
import { documented } from '../../lib/route-responses.ts';
import { requireVisitor, requireVisitorOrAdmin } from '../../plugins/identity.ts';
import { getContract, listContracts } from './contract-details.service.ts';
import { reviewContract } from './contract-reviews.service.ts';
import { cancelContract, decideContract, editContract, proposeContract } from './contract-terms.service.ts';

const tags = ['contracts'];
/** Someone else's contract is "not found", never "forbidden": its existence does not leak. */
const notYours = 'No contract with this id that you are a party to (`not_found`).';
const stateConflict = 'The contract is not in a state that allows this; the message says why (`conflict`).';

/** Contracts after the hire: the proposal, its answer, and the reviews (issue 32 §1, §4). */
export const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  const bank = platformBankOf(app.config);
  app.post(
    '/applications/:id/contract',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        tags,
        summary: "Propose a contract to the hired developer (the job's owner); 409 when one is already live",
        params: ApplicationIdParamsSchema,
        body: ContractTermsBodySchema,
        ...documented(
          { 201: ContractResponseSchema },
          {
            auth: 'visitor',
            body: true,
            forbidden: true,
            notFound: 'No application with this id that is yours or for your job (`not_found`).',
            conflict: `${stateConflict} A developer who deleted their account: "${MEMBER_LEFT_MESSAGE}"`,
          },
        ),
      },
    },
    async (request, reply) => {
      const contract = await proposeContract(app.db, request.requireVisitor(), request.params.id, request.body, bank);
      return reply.status(201).send({ success: true, contract });
    },
  );

  app.get(
    '/contracts',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: 'Your contracts, as client and as developer, newest first',
        querystring: ListContractsQuerySchema,
        ...documented({ 200: ListContractsResponseSchema }, { auth: 'visitor' }),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listContracts(app.db, request.requireVisitor().id, request.query)),
    }),
  );

  app.get(
    '/contracts/:id',
    {
      preHandler: requireVisitorOrAdmin,
      schema: {
        tags,
        summary:
          'One contract with its milestones, deliveries, payments, disputes and reviews (its parties and the admin)',
        params: ContractIdParamsSchema,
        ...documented({ 200: ContractResponseSchema }, { auth: 'visitor-or-admin', notFound: notYours }),
      },
    },
    async (request) => ({
      success: true as const,
      contract: await getContract(
        app.db,
        { userId: request.visitor?.id ?? null, isAdmin: request.isAdmin },
        request.params.id,
      ),
    }),
  );

  app.patch(
    '/contracts/:id',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Change a proposal before it is accepted (the client)',
        params: ContractIdParamsSchema,
        body: ContractTermsBodySchema,
        ...documented(
          { 200: ContractResponseSchema },
          { auth: 'visitor', body: true, forbidden: true, notFound: notYours, conflict: stateConflict },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      contract: await editContract(app.db, request.requireVisitor(), request.params.id, request.body, bank),
    }),
  );

  app.post(
    '/contracts/:id/accept',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          'Accept the proposal (the developer) with the termsVersion you read: the contract is active and the deal Closed Won',
        params: ContractIdParamsSchema,
        body: AcceptContractBodySchema,
        ...documented(
          { 200: ContractResponseSchema },
          {
            auth: 'visitor',
            body: true,
            forbidden: true,
            notFound: notYours,
            conflict: `${stateConflict} The client edited the terms since that version: "${CONTRACT_MESSAGES.termsChanged}"`,
          },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      contract: await decideContract(app.db, request.requireVisitor(), request.params.id, 'accept', {
        message: undefined,
        termsVersion: request.body.termsVersion,
      }),
    }),
  );

  app.post(
    '/contracts/:id/withdraw',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Withdraw the proposal (the client)',
        params: ContractIdParamsSchema,
        ...documented(
          { 200: ContractResponseSchema },
          { auth: 'visitor', body: true, forbidden: true, notFound: notYours, conflict: stateConflict },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      contract: await decideContract(app.db, request.requireVisitor(), request.params.id, 'withdraw'),
    }),
  );

  app.post(
    '/contracts/:id/decline',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Decline the proposal with an optional message (the developer)',
        params: ContractIdParamsSchema,
        body: ContractDecisionBodySchema,
        ...documented(
          { 200: ContractResponseSchema },
          { auth: 'visitor', body: true, forbidden: true, notFound: notYours, conflict: stateConflict },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      contract: await decideContract(app.db, request.requireVisitor(), request.params.id, 'decline', request.body),
    }),
  );

  app.post(
    '/contracts/:id/cancel',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          'End an active contract (either party) while nothing is delivered or disputed; funded tokens are refunded',
        params: ContractIdParamsSchema,
        ...documented(
          { 200: ContractResponseSchema },
          { auth: 'visitor', body: true, notFound: notYours, conflict: stateConflict },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      contract: await cancelContract(app.db, request.requireVisitor(), request.params.id),
    }),
  );

  app.post(
    '/contracts/:id/reviews',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Review the other party of a completed contract, once (shown when both are in, or 14 days on)',
        params: ContractIdParamsSchema,
        body: CreateReviewBodySchema,
        ...documented(
          { 201: ReviewResponseSchema },
          { auth: 'visitor', body: true, notFound: notYours, conflict: stateConflict },
        ),
      },
    },
    async (request, reply) => {
      const review = await reviewContract(app.db, request.requireVisitor(), request.params.id, request.body);
      return reply.status(201).send({ success: true, review });
    },
  );
};
