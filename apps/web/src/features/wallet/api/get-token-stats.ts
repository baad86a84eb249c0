import { TokenStatsResponseSchema } from '@app/shared/ledger/ledger.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** GET /api/token: the ledger's live totals next to the fixed price. */
export async function getTokenStats(signal?: AbortSignal) {
  const { token } = await apiRequest('/token', { schema: TokenStatsResponseSchema, auth: 'optional', signal });
  return token;
}

export function tokenStatsQueryOptions() {
  return queryOptions({ queryKey: walletKeys.token(), queryFn: ({ signal }) => getTokenStats(signal) });
}

export function useTokenStats() {
  return useQuery(tokenStatsQueryOptions());
}
