import {
  ContractResponseSchema,
  DisputeBodySchema,
  FundMilestoneResponseSchema,
  MilestoneParamsSchema,
  RecordPaymentBodySchema,
  RequestCancellationBodySchema,
  RequestChangesBodySchema,
  SubmitDeliveryBodySchema,
} from '@app/shared/contracts/contracts.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { platformBankOf } from '../../lib/platform-bank.ts';
import { documented } from '../../lib/route-responses.ts';
import { requireVisitor, requireVisitorOrAdmin } from '../../plugins/identity.ts';
import { milestoneInvoicePdf, milestoneReceiptPdf } from './milestone-documents.ts';
import { actOnMilestone, type MilestoneActionBody } from './milestones.service.ts';

const tags = ['contracts'];
const notYours = 'No contract with this id that you are a party to, or no such milestone in it (`not_found`).';
const stateConflict =
  "The milestone's state does not allow this, or (funding tokens) the balance is too small; the message says why (`conflict`).";

const WITHOUT_BODY = [
  ['approve', 'Approve the delivery (the client): TOKENS are released from escrow to the developer'],
  ['confirm-payment', 'Confirm receiving the recorded payment (the developer; currency contracts)'],
  ['cancel', 'Cancel a milestone not yet delivered (the client): funded TOKENS are refunded'],
  [
    'accept-cancellation',
    "Agree to the client's request to cancel a delivered milestone (the developer): escrowed TOKENS are refunded",
  ],
  ['decline-cancellation', "Decline the client's request to cancel a delivered milestone (the developer)"],
] as const;

const WITH_BODY = [
  ['submit', 'Deliver the milestone: a note and optional https links (the developer)', SubmitDeliveryBodySchema],
  [
    'request-changes',
    'Send the delivery back with a note saying what to change (the client)',
    RequestChangesBodySchema,
  ],
  [
    'record-payment',
    'Record the payment made outside the platform (the client; currency contracts)',
    RecordPaymentBodySchema,
  ],
  [
    'dispute',
    'Open a dispute on a delivered (or sent back for changes), or approved but unpaid, milestone (either party)',
    DisputeBodySchema,
  ],
  [
    'request-cancellation',
    'Ask the developer to agree to cancel a delivered or sent-back milestone (the client); nothing moves until they agree',
    RequestCancellationBodySchema,
  ],
] as const;

/** The moves of a milestone (issue 32 §2-§3); each answers the whole updated contract. */
export const milestonesRoutes: FastifyPluginAsyncZod = async (app) => {
  const problems = {
    auth: 'visitor',
    body: true,
    forbidden: true,
    notFound: notYours,
    conflict: stateConflict,
  } as const;
  const responses = documented({ 200: ContractResponseSchema }, problems);
  const bank = platformBankOf(app.config);

  const DOCUMENTS = [
    [
      'invoice',
      'The invoice of a milestone held in escrow by the platform: the transfer to make, as a PDF (the client and the admin)',
      'No such contract of yours, no such milestone in it, or no transfer asked for it yet (`not_found`).',
      milestoneInvoicePdf,
    ],
    [
      'receipt',
      'The receipt of a milestone whose payment was released to the developer: paid, released, the fee, as a PDF (the client and the admin)',
      'No such contract of yours, no such milestone in it, or nothing released yet (`not_found`).',
      milestoneReceiptPdf,
    ],
  ] as const;
  for (const [name, summary, notFound, render] of DOCUMENTS) {
    app.get(
      `/contracts/:id/milestones/:milestoneId/${name}.pdf`,
      {
        preHandler: requireVisitorOrAdmin,
        schema: {
          tags,
          summary,
          params: MilestoneParamsSchema,
          ...documented(
            {
              200: {
                description: `The ${name} (content-disposition: attachment)`,
                content: { 'application/pdf': { schema: z.string() } },
              },
            },
            { auth: 'visitor-or-admin', notFound },
          ),
        },
      },
      async (request, reply) => {
        const file = await render(
          app.db,
          { userId: request.visitor?.id ?? null, isAdmin: request.isAdmin },
          request.params.id,
          request.params.milestoneId,
        );
        return (
          reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `attachment; filename="${file.fileName}"`)
            // Bytes are sent as they are (Fastify serializes no Buffer); the schema only documents the type.
            .send(Buffer.from(file.body) as unknown as string)
        );
      },
    );
  }

  app.post(
    '/contracts/:id/milestones/:milestoneId/fund',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          'Fund the milestone (the client). TOKENS move from your balance into the contract’s escrow. Escrow by ' +
          'the platform answers the bank transfer to make (`instruction`: amount in minor units, currency, RF ' +
          'reference, IBAN, BIC, account holder) and the milestone awaits it. Paying directly only marks it funded.',
        params: MilestoneParamsSchema,
        ...documented({ 200: FundMilestoneResponseSchema }, problems),
      },
    },
    async (request) => {
      const { id, milestoneId } = request.params;
      const contract = await actOnMilestone(
        app.db,
        request.requireVisitor(),
        id,
        milestoneId,
        { action: 'fund' },
        bank,
      );
      const instruction = contract.milestones.find((m) => m.id === milestoneId)?.transfer ?? undefined;
      return { success: true as const, contract, ...(instruction ? { instruction } : {}) };
    },
  );

  const moves = [...WITHOUT_BODY.map(([action, summary]) => [action, summary, null] as const), ...WITH_BODY];
  for (const [action, summary, body] of moves) {
    app.post(
      `/contracts/:id/milestones/:milestoneId/${action}`,
      {
        preHandler: requireVisitor,
        config: { idempotent: true },
        schema: {
          tags,
          summary,
          params: MilestoneParamsSchema,
          ...(body ? { body: body as z.ZodType } : {}),
          ...responses,
        },
      },
      async (request) => ({
        success: true as const,
        contract: await actOnMilestone(
          app.db,
          request.requireVisitor(),
          request.params.id,
          request.params.milestoneId,
          {
            action,
            body: request.body,
          } as MilestoneActionBody,
        ),
      }),
    );
  }
};
