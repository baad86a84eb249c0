import { TransactionsResponseSchema } from '@app/shared/ledger/ledger.schemas';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { readText, STORAGE_KEYS } from '../../../lib/storage';
import { walletKeys } from './wallet-keys';

export type TransactionsResponse = z.infer<typeof TransactionsResponseSchema>;

const PAGE_SIZE = 20;

/** GET /api/wallet/transactions, newest first. A visitor without a token has none. */
export async function getTransactions(
  cursor: string | null,
  limit = PAGE_SIZE,
  signal?: AbortSignal,
): Promise<TransactionsResponse> {
  if (!readText(STORAGE_KEYS.visitorToken)) return { success: true, transactions: [], nextCursor: null };
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest(`/wallet/transactions?${query}`, { schema: TransactionsResponseSchema, auth: 'optional', signal });
}

export function transactionsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: walletKeys.transactions(),
    queryFn: ({ pageParam, signal }) => getTransactions(pageParam, PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The transaction history, page by page ('Load more'). */
export function useTransactions() {
  return useInfiniteQuery(transactionsQueryOptions());
}

const RECENT_WINDOW = 100;

/** The latest Reward transactions: bounty payouts (read from the latest 100 movements; the API has no type filter). */
export function recentRewardsQueryOptions(count = 5) {
  return queryOptions({
    queryKey: [...walletKeys.rewards(), count] as const,
    queryFn: async ({ signal }) => {
      const page = await getTransactions(null, RECENT_WINDOW, signal);
      return page.transactions.filter((transaction) => transaction.type === 'Reward').slice(0, count);
    },
  });
}

export function useRecentRewards(count = 5) {
  return useQuery(recentRewardsQueryOptions(count));
}
