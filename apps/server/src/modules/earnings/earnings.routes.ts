import {
  BillingResponseSchema,
  EarningsQuerySchema,
  EarningsResponseSchema,
  EscrowInfoResponseSchema,
} from '@app/shared/payments/earnings.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { platformBankOf } from '../../lib/platform-bank.ts';
import { documented } from '../../lib/route-responses.ts';
import { requireVisitor } from '../../plugins/identity.ts';
import { getBilling } from './billing.service.ts';
import { earningsCsv, getEarnings } from './earnings.service.ts';

const tags = ['payments'];

/** A member's money held in escrow by the platform (issue 42): Earnings and Billing. */
export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  const bank = platformBankOf(app.config);
  app.get(
    '/payments/escrow',
    {
      schema: {
        tags,
        summary:
          'Whether the platform can hold a currency contract’s payments in escrow (its bank account is set up), and the fee a contract proposed now keeps',
        ...documented({ 200: EscrowInfoResponseSchema }, { auth: 'none' }),
      },
    },
    async () => ({
      success: true as const,
      escrow: { available: bank !== null, feePercent: bank ? bank.feeBasisPoints / 100 : null },
    }),
  );

  app.get(
    '/earnings',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary:
          'What the platform released to you (less its fee), owes you and paid out, per currency, line by line; format=csv for a file',
        querystring: EarningsQuerySchema,
        ...documented(
          {
            200: {
              description: 'JSON, or with format=csv every line as a file (content-disposition: attachment)',
              content: { 'application/json': { schema: EarningsResponseSchema }, 'text/csv': { schema: z.string() } },
            },
          },
          { auth: 'visitor' },
        ),
      },
    },
    async (request, reply) => {
      const earnings = await getEarnings(app.db, request.requireVisitor().id);
      if (request.query.format === 'json') return { success: true as const, ...earnings };
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="earnings.csv"')
        .send(earningsCsv(earnings.lines));
    },
  );

  app.get(
    '/billing',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary:
          'Every transfer you were asked for as a client, with its invoice and receipt; total paid, in escrow, released and owed back, per currency',
        ...documented({ 200: BillingResponseSchema }, { auth: 'visitor' }),
      },
    },
    async (request) => ({ success: true as const, ...(await getBilling(app.db, request.requireVisitor().id)) }),
  );
};
