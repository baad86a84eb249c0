import { FundingIntentsResponseSchema } from '@app/shared/funding/funding.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { readText, STORAGE_KEYS } from '../../../lib/storage';
import { fundingKeys } from './funding-keys';

export type FundingIntentsResponse = z.infer<typeof FundingIntentsResponseSchema>;

/** GET /api/funding/intents/mine: the caller's intents, newest first. A visitor without a token has none. */
export async function getMyIntents(signal?: AbortSignal): Promise<FundingIntentsResponse> {
  if (!readText(STORAGE_KEYS.visitorToken)) return { success: true, intents: [], nextCursor: null };
  return apiRequest('/funding/intents/mine?limit=50', {
    schema: FundingIntentsResponseSchema,
    auth: 'optional',
    signal,
  });
}

export function myIntentsQueryOptions() {
  return queryOptions({ queryKey: fundingKeys.myIntents(), queryFn: ({ signal }) => getMyIntents(signal) });
}

export function useMyIntents() {
  return useQuery(myIntentsQueryOptions());
}
