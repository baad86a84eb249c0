import {
  CreatePayoutBatchBodySchema,
  CreatePayoutBatchResponseSchema,
  ListPayoutBatchesQuerySchema,
  PayoutBatchesResponseSchema,
  PayoutBatchParamsSchema,
  PayoutBatchResponseSchema,
} from '@app/shared/payments/payout-batches.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { platformBankOf } from '../../lib/platform-bank.ts';
import { documented } from '../../lib/route-responses.ts';
import { requireAdmin } from '../../plugins/identity.ts';
import { createPayoutBatch, getPayoutBatch, listPayoutBatches } from './payouts/payout-batches.service.ts';
import { payoutFileOf } from './payouts/payout-files.ts';
import { markPayoutBatchSent } from './payouts/payout-sending.ts';

const tags = ['payments'];

/** The bank file is XML (SEPA pain.001.001.03) for euros, CSV for any other currency. */
const PayoutFileResponse = {
  description:
    'The file (content-disposition: attachment): pain.001.001.03 for a EUR batch, else CSV with the columns ' +
    'end_to_end_id, name, iban, bic, amount (major unit), currency, remittance',
  content: { 'application/xml': { schema: z.string() }, 'text/csv': { schema: z.string() } },
};

const NOT_FOUND = 'No payout batch with this id (`not_found`).';

/**
 * The finance role's payouts (issue 42), behind the admin token: gather what is owed into a batch,
 * download its bank file, mark it sent. Not keyed (`idempotent`): a second batch while one is not
 * sent, and a second "sent", are refused (409), so a retry never pays twice.
 */
export const payoutBatchesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/payout-batches',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary:
          'Make the payout batch of a currency: every member owed at least one major unit with payout details ' +
          'saved, and every credit chosen to go back; moves no money (admin)',
        body: CreatePayoutBatchBodySchema,
        ...documented(
          { 201: CreatePayoutBatchResponseSchema },
          {
            auth: 'admin',
            body: true,
            conflict:
              'Nothing to pay in that currency, or its previous batch is not marked sent yet; the message says ' +
              'which (`conflict`).',
          },
        ),
      },
    },
    async (request, reply) => {
      const result = await createPayoutBatch(app.db, request.body.currency);
      return reply.status(201).send({ success: true as const, ...result });
    },
  );

  app.get(
    '/admin/payout-batches',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'The payout batches, newest first, with their totals and status (admin)',
        querystring: ListPayoutBatchesQuerySchema,
        ...documented({ 200: PayoutBatchesResponseSchema }, { auth: 'admin' }),
      },
    },
    async (request) => ({ success: true as const, ...(await listPayoutBatches(app.db, request.query)) }),
  );

  app.get(
    '/admin/payout-batches/:id',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'A payout batch with each transfer: payee, IBAN, amount, EndToEndId, status (admin)',
        params: PayoutBatchParamsSchema,
        ...documented({ 200: PayoutBatchResponseSchema }, { auth: 'admin', notFound: NOT_FOUND }),
      },
    },
    async (request) => ({ success: true as const, batch: await getPayoutBatch(app.db, request.params.id) }),
  );

  app.get(
    '/admin/payout-batches/:id/file',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary:
          "The batch's bank file: SEPA pain.001.001.03 from the platform's account for euros, CSV otherwise (admin)",
        params: PayoutBatchParamsSchema,
        ...documented(
          { 200: PayoutFileResponse },
          {
            auth: 'admin',
            notFound: NOT_FOUND,
            conflict: "A EUR batch while the platform's bank account is not configured (`conflict`).",
          },
        ),
      },
    },
    async (request, reply) => {
      const file = await payoutFileOf(app.db, request.params.id, platformBankOf(app.config));
      return reply
        .header('content-type', `${file.contentType}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  app.post(
    '/admin/payout-batches/:id/sent',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary:
          'Mark a batch sent once the bank took its file: what each member was owed leaves the ledger, credits ' +
          'sent back leave suspense, each payee is told (admin)',
        params: PayoutBatchParamsSchema,
        ...documented(
          { 200: PayoutBatchResponseSchema },
          {
            auth: 'admin',
            body: true,
            notFound: NOT_FOUND,
            conflict:
              'The batch is already marked sent, or a member is now owed less than their transfer; nothing was ' +
              'marked (`conflict`).',
          },
        ),
      },
    },
    async (request) => ({ success: true as const, batch: await markPayoutBatchSent(app.db, request.params.id) }),
  );
};
