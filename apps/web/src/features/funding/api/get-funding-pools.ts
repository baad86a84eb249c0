import { type FundingPoolsResponse, FundingPoolsResponseSchema } from '@app/shared/funding/funding.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { fundingKeys } from './funding-keys';

/** GET /api/funding/pools: the simulator's tables, each pool with the intents recorded against it. */
export function getFundingPools(signal?: AbortSignal): Promise<FundingPoolsResponse> {
  return apiRequest('/funding/pools', { schema: FundingPoolsResponseSchema, auth: 'optional', signal });
}

export function fundingPoolsQueryOptions() {
  return queryOptions({ queryKey: fundingKeys.pools(), queryFn: ({ signal }) => getFundingPools(signal) });
}

export function useFundingPools() {
  return useQuery(fundingPoolsQueryOptions());
}
