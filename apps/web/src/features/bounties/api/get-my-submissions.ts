import type { SubmissionStatus } from '@app/shared/bounties/bounties.constants';
import { SubmissionsResponseSchema } from '@app/shared/bounties/bounties.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { readText, STORAGE_KEYS } from '../../../lib/storage';
import { bountyKeys } from './bounties-keys';

export type SubmissionsResponse = z.infer<typeof SubmissionsResponseSchema>;

/** GET /api/submissions/mine: the caller's submissions, newest first. A visitor without a token has none. */
export async function getMySubmissions(
  status: SubmissionStatus | null,
  signal?: AbortSignal,
): Promise<SubmissionsResponse> {
  if (!readText(STORAGE_KEYS.visitorToken)) return { success: true, submissions: [], nextCursor: null };
  const query = new URLSearchParams({ limit: '100' });
  if (status) query.set('status', status);
  return apiRequest(`/submissions/mine?${query}`, { schema: SubmissionsResponseSchema, auth: 'optional', signal });
}

export function mySubmissionsQueryOptions(status: SubmissionStatus | null = null) {
  return queryOptions({
    queryKey: bountyKeys.mySubmissions(status),
    queryFn: ({ signal }) => getMySubmissions(status, signal),
  });
}

export function useMySubmissions(status: SubmissionStatus | null = null) {
  return useQuery(mySubmissionsQueryOptions(status));
}
