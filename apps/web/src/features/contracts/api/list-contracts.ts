import { type ListContractsResponse, ListContractsResponseSchema } from '@app/shared/contracts/contracts.schemas';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pageSearch, readOwnList } from '../../../lib/own-list';
import { type ContractsFilter, contractsKeys } from './contracts-keys';

export const CONTRACTS_PAGE_SIZE = 20;

const EMPTY: ListContractsResponse = { success: true, contracts: [], nextCursor: null };

/** GET /api/contracts: one page of my contracts (as client, as developer, or both), newest first. */
export function listContracts(
  filters: Record<string, string>,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ListContractsResponse> {
  return readOwnList(EMPTY, () =>
    apiRequest(`/contracts?${pageSearch(CONTRACTS_PAGE_SIZE, cursor, filters)}`, {
      schema: ListContractsResponseSchema,
      signal,
    }),
  );
}

/** The query string's filters: 'all' means no filter. */
export function contractsSearch({ role, status }: ContractsFilter): Record<string, string> {
  return { ...(role === 'all' ? {} : { role }), ...(status === 'all' ? {} : { status }) };
}

export function contractsQueryOptions(filter: ContractsFilter) {
  return infiniteQueryOptions({
    queryKey: contractsKeys.list(filter),
    queryFn: ({ pageParam, signal }) => listContracts(contractsSearch(filter), pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // Personal and changed by the other party: fresh on every visit.
    staleTime: 0,
  });
}

/** My contracts with the role and status filters, page by page ("Load more"). */
export function useContracts(filter: ContractsFilter) {
  return useInfiniteQuery(contractsQueryOptions(filter));
}

/** The contracts of one hired application (a few at most: one live, the rest declined or withdrawn). */
export function useApplicationContracts(applicationId: string) {
  return useQuery(
    queryOptions({
      queryKey: contractsKeys.ofApplication(applicationId),
      queryFn: async ({ signal }) => (await listContracts({ applicationId }, null, signal)).contracts,
      staleTime: 0,
    }),
  );
}
