import {
  type ListInvitationsResponse,
  ListInvitationsResponseSchema,
} from '@app/shared/applications/applications.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pageSearch, readOwnList } from '../../../lib/own-list';
import { applicationsKeys } from './applications-keys';

export const INVITATIONS_PAGE_SIZE = 20;

/** GET /api/invitations/mine: one page of the invitations to apply I received, newest first. */
export function getMyInvitations(cursor: string | null, signal?: AbortSignal) {
  return readOwnList<ListInvitationsResponse>({ success: true, invitations: [], nextCursor: null }, () =>
    apiRequest(`/invitations/mine?${pageSearch(INVITATIONS_PAGE_SIZE, cursor)}`, {
      schema: ListInvitationsResponseSchema,
      signal,
    }),
  );
}

export function myInvitationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: applicationsKeys.invitations(),
    queryFn: ({ pageParam, signal }) => getMyInvitations(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // Personal and changed from elsewhere (an application sent from the wizard, another tab): fresh on every visit.
    staleTime: 0,
  });
}

export function useMyInvitations() {
  return useInfiniteQuery(myInvitationsQueryOptions());
}
