import { ContractsToSettleErrorSchema } from '@app/shared/accounts/account-deletion.schemas';
import { ACCOUNT_MESSAGES } from '@app/shared/accounts/accounts.constants';
import { AccountExportSchema, DeleteAccountBodySchema } from '@app/shared/accounts/accounts.schemas';
import { API_ERROR_CODES, ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import { DeletedResponseSchema } from '@app/shared/community/community.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documented } from '../../lib/route-responses.ts';
import { requireVisitor } from '../../plugins/identity.ts';
import { deleteAccount, exportAccountData } from './account-data.service.ts';
import { REAUTHENTICATION_REQUIRED_DOC, requireRecentSignInOf } from './recent-sign-in.ts';

const tags = ['accounts'];

/** "Your data" (issue 21): download everything you own, or delete the account. */
export const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/export',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: 'Download every row you own as one JSON file (no secrets)',
        ...documented({ 200: AccountExportSchema }, { auth: 'visitor' }),
      },
    },
    async (request, reply) => {
      const data = await exportAccountData(app.db, request.requireVisitor());
      const day = data.generatedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="my-account-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.post(
    '/account/delete',
    {
      preHandler: [requireVisitor, requireRecentSignInOf],
      schema: {
        tags,
        summary:
          'Delete your account: content stays as "Deleted member"; refused while a contract holds money; a non-empty ' +
          'wallet needs forfeitTokens; a saved account needs a recent sign-in',
        body: DeleteAccountBodySchema,
        ...documented(
          {
            200: DeletedResponseSchema,
            409: {
              description:
                'A contract of yours still holds money (`contracts_to_settle`, with `contracts[]` to settle ' +
                `first), or your wallet holds tokens and forfeitTokens is not set (\`conflict\`: "${ACCOUNT_MESSAGES.walletNotEmpty}").`,
              content: { 'application/json': { schema: z.union([ContractsToSettleErrorSchema, ApiErrorSchema]) } },
            },
          },
          { auth: 'visitor', body: true, forbidden: REAUTHENTICATION_REQUIRED_DOC },
        ),
      },
    },
    async (request, reply) => {
      const { contractsToSettle } = await deleteAccount(app.db, request.requireVisitor(), request.body);
      if (contractsToSettle.length === 0) return { success: true as const };
      return reply.status(409).send({
        success: false as const,
        error: API_ERROR_CODES.contractsToSettle,
        message: ACCOUNT_MESSAGES.contractsToSettle,
        contracts: contractsToSettle,
      });
    },
  );
};
