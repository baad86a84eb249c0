import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import {
  ConnectWalletBodySchema,
  LedgerVerifyResponseSchema,
  StakeBodySchema,
  TokenStatsResponseSchema,
  TransactionsQuerySchema,
  TransactionsResponseSchema,
  WalletChangeResponseSchema,
  WalletResponseSchema,
} from '@app/shared/ledger/ledger.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadVisitor, requireAdmin, requireVisitor } from '../../plugins/identity.ts';
import { getTokenStats, verifyLedger } from './ledger.service.ts';
import { connectWallet, disconnectWallet, getWallet, listTransactions, moveStake } from './wallet.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema };
const write = { tags: ['wallet'], security: [{ bearer: [] }] };

export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/token',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Live token figures from the ledger',
        response: { 200: TokenStatsResponseSchema },
      },
    },
    async () => ({ success: true as const, token: await getTokenStats(app.db) }),
  );

  app.get(
    '/wallet',
    {
      schema: {
        tags: ['wallet'],
        summary: "The caller's wallet (zeros without a token)",
        response: { 200: WalletResponseSchema },
      },
    },
    async (request) => {
      const visitor = await loadVisitor(request);
      return { success: true as const, wallet: await getWallet(app.db, visitor?.id ?? null) };
    },
  );

  app.post(
    '/wallet/connect',
    {
      preHandler: requireVisitor,
      schema: {
        ...write,
        summary: 'Connect a payout address (0x + 40 hex; lower case or EIP-55 checksummed)',
        body: ConnectWalletBodySchema,
        response: { 200: WalletResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      wallet: await connectWallet(app.db, request.requireVisitor(), request.body.walletAddress),
    }),
  );

  app.post(
    '/wallet/disconnect',
    {
      preHandler: requireVisitor,
      schema: {
        ...write,
        summary: 'Forget the payout address',
        response: { 200: WalletResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, wallet: await disconnectWallet(app.db, request.requireVisitor()) }),
  );

  for (const kind of ['Stake', 'Unstake'] as const) {
    app.post(
      `/wallet/${kind.toLowerCase()}`,
      {
        preHandler: requireVisitor,
        config: { idempotent: true },
        schema: {
          ...write,
          summary: kind === 'Stake' ? 'Stake tokens from the balance' : 'Move staked tokens back to the balance',
          body: StakeBodySchema,
          response: { 200: WalletChangeResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await moveStake(app.db, request.requireVisitor(), kind, request.body.amount, request.idempotencyKey)),
      }),
    );
  }

  app.get(
    '/wallet/transactions',
    {
      schema: {
        tags: ['wallet'],
        summary: "The caller's transactions, newest first",
        querystring: TransactionsQuerySchema,
        response: { 200: TransactionsResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const visitor = await loadVisitor(request);
      return { success: true as const, ...(await listTransactions(app.db, visitor?.id ?? null, request.query)) };
    },
  );

  app.get(
    '/ledger/verify',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['wallet'],
        security: [{ bearer: [] }],
        summary: 'Recompute every balance from the postings and check the supply (admin)',
        response: { 200: LedgerVerifyResponseSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async () => ({ success: true as const, ...(await verifyLedger(app.db)) }),
  );
};
