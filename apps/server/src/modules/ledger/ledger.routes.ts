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
import { documented } from '../../lib/route-responses.ts';
import { loadVisitor, requireAdmin, requireVisitor } from '../../plugins/identity.ts';
import { getTokenStats, verifyLedger } from './ledger.service.ts';
import { connectWallet, disconnectWallet, getWallet, listTransactions, moveStake } from './wallet.service.ts';

const tags = ['wallet'];

export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/token',
    {
      schema: {
        tags,
        summary: 'Live token figures from the ledger',
        ...documented({ 200: TokenStatsResponseSchema }, { auth: 'none' }),
      },
    },
    async () => ({ success: true as const, token: await getTokenStats(app.db) }),
  );

  app.get(
    '/wallet',
    {
      schema: {
        tags,
        summary: "The caller's wallet (zeros without a token)",
        ...documented({ 200: WalletResponseSchema }, { auth: 'optional' }),
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
        tags,
        summary: 'Connect a payout address (0x + 40 hex; lower case or EIP-55 checksummed)',
        body: ConnectWalletBodySchema,
        ...documented(
          { 200: WalletResponseSchema },
          { auth: 'visitor', body: true, conflict: 'Another member uses this address (`conflict`).' },
        ),
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
        tags,
        summary: 'Forget the payout address',
        ...documented({ 200: WalletResponseSchema }, { auth: 'visitor', body: true }),
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
          tags,
          summary: kind === 'Stake' ? 'Stake tokens from the balance' : 'Move staked tokens back to the balance',
          body: StakeBodySchema,
          ...documented(
            { 200: WalletChangeResponseSchema },
            { auth: 'visitor', body: true, conflict: 'Not enough tokens (`conflict`), or an Idempotency-Key reused.' },
          ),
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
        tags,
        summary: "The caller's transactions, newest first",
        querystring: TransactionsQuerySchema,
        ...documented({ 200: TransactionsResponseSchema }, { auth: 'optional' }),
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
        tags,
        summary: 'Recompute every balance from the postings and check the supply (admin)',
        ...documented({ 200: LedgerVerifyResponseSchema }, { auth: 'admin' }),
      },
    },
    async () => ({ success: true as const, ...(await verifyLedger(app.db)) }),
  );
};
