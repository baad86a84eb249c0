import { ListReportsResponseSchema, type Report } from '@app/shared/reports/reports.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { aiMemberKeys } from './ai-member-keys';

/** GET /api/reports/pending (admin): the open reports, newest first. */
export async function getPendingReports(token: string, signal?: AbortSignal): Promise<Report[]> {
  const response = await adminRequest('/reports/pending?limit=100', {
    schema: ListReportsResponseSchema,
    token,
    signal,
  });
  return response.reports;
}

export function pendingReportsQueryOptions(token: string | null) {
  return queryOptions({
    // The token itself stays out of the key; the cache is dropped whenever the token changes.
    queryKey: aiMemberKeys.pendingReports(),
    queryFn: ({ signal }) => (token ? getPendingReports(token, signal) : Promise.resolve([])),
    enabled: token !== null,
    staleTime: 0,
    retryDelay: 300,
  });
}

export function usePendingReports(token: string | null) {
  return useQuery(pendingReportsQueryOptions(token));
}
