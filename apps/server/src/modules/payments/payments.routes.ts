import {
  ImportStatementBodySchema,
  ImportStatementResponseSchema,
  MatchEntryBodySchema,
  STATEMENT_MAX_BYTES,
  StatementEntryParamsSchema,
  StatementEntryResponseSchema,
  UnmatchedEntriesResponseSchema,
} from '@app/shared/payments/bank-statements.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { requireAdmin } from '../../plugins/identity.ts';
import { returnEntry } from './entry-returns.service.ts';
import { importStatement, listUnmatchedEntries, matchEntry } from './statement-import.service.ts';

const tags = ['payments'];

/** The finance role's side of payments by bank transfer (issue 42), behind the admin token. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/bank-statements',
    {
      // The admin token is checked before a body of up to 2 MB is read.
      onRequest: requireAdmin,
      bodyLimit: STATEMENT_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary:
          "Import a statement of the platform's bank account: camt.053 (001.02–001.13) or CSV (date, amount, " +
          'currency, reference, counterparty); each entry once, however often it is imported (admin)',
        body: ImportStatementBodySchema,
        ...documented({ 200: ImportStatementResponseSchema }, { auth: 'admin', body: true }),
      },
    },
    async (request) => ({ success: true as const, ...(await importStatement(app.db, request.body)) }),
  );

  app.get(
    '/admin/bank-statements/unmatched',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'Statement entries no milestone claims: unknown references, short or excess amounts (admin)',
        ...documented({ 200: UnmatchedEntriesResponseSchema }, { auth: 'admin' }),
      },
    },
    async () => ({ success: true as const, entries: await listUnmatchedEntries(app.db) }),
  );

  app.post(
    '/admin/bank-statements/entries/:id/match',
    {
      preHandler: requireAdmin,
      // Not keyed: a second match of one entry is refused (409), so a retry cannot fund twice.
      schema: {
        tags,
        summary:
          'Match an unmatched credit to the milestone of a reference (the entry’s own when none is given): it ' +
          'funds the milestone; an excess is owed back to the client (admin)',
        params: StatementEntryParamsSchema,
        body: MatchEntryBodySchema,
        ...documented(
          { 200: StatementEntryResponseSchema },
          {
            auth: 'admin',
            body: true,
            notFound: 'No statement entry with this id (`not_found`).',
            conflict:
              'The entry is not an unmatched credit, or it cannot fund the milestone: no milestone awaits that ' +
              'reference, the amount is short, or the currency differs; the message says why (`conflict`).',
          },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      entry: await matchEntry(app.db, request.params.id, request.body),
    }),
  );

  app.post(
    '/admin/bank-statements/entries/:id/return',
    {
      preHandler: requireAdmin,
      // Not keyed: returning an entry twice is refused (409), and only a sent batch moves its money.
      schema: {
        tags,
        summary:
          'Send an unmatched credit back to the account it came from, with the next payout batch of its currency; ' +
          'it leaves the unmatched list (admin)',
        params: StatementEntryParamsSchema,
        ...documented(
          { 200: StatementEntryResponseSchema },
          {
            auth: 'admin',
            body: true,
            notFound: 'No statement entry with this id (`not_found`).',
            conflict:
              'The entry is not an unmatched credit, or it names no account to send it back to (return it through ' +
              'the bank); the message says which (`conflict`).',
          },
        ),
      },
    },
    async (request) => ({ success: true as const, entry: await returnEntry(app.db, request.params.id) }),
  );
};
