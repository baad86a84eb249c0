import type { ApplicationDetail, ListApplicationDetailsResponse } from '@app/shared/applications/applications.schemas';
import { APPLICATION_PARAM } from '@app/shared/navigation/marketplace-paths';
import { type InfiniteData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUrlParams } from '../../../lib/use-url-params';
import { markConversationRead } from '../api/application-cache';
import { applicationsKeys } from '../api/applications-keys';
import { applicationQueryOptions } from '../api/get-application';

/** Set on the history entry that opened a conversation from the list, so closing can simply go back. */
interface OpenedHereState {
  conversationOpenedHere: true;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The application as a list already holds it, so the conversation opens without waiting. */
function findListed(lists: [unknown, InfiniteData<ListApplicationDetailsResponse> | undefined][], id: string) {
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      const found = page.applications?.find((application) => application.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The application whose conversation is open, kept in the address (`?application=<id>`, the link
 * notifications point to) so Back closes it and a reload keeps it. It is read from the server
 * (GET /api/applications/:id), starting from a listed copy, so a link to one not on screen works.
 */
export function useOpenApplication() {
  const { searchParams, set } = useUrlParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isOpenedHere = (location.state as OpenedHereState | null)?.conversationOpenedHere === true;
  const raw = searchParams.get(APPLICATION_PARAM);
  const openId = raw && UUID.test(raw) ? raw : null;

  const query = useQuery({
    ...applicationQueryOptions(openId ?? ''),
    enabled: openId !== null,
    initialData: (): ApplicationDetail | undefined =>
      openId ? findListed(queryClient.getQueriesData({ queryKey: applicationsKeys.all }), openId) : undefined,
    initialDataUpdatedAt: 0,
  });

  // The conversation marks itself read on the server; the lists' unread badges follow at once.
  useEffect(() => {
    if (openId && query.data && query.data.unreadCount > 0) markConversationRead(queryClient, openId);
  }, [openId, query.data, queryClient]);

  // One history entry for the open conversation, whichever one: Back returns to the list.
  const open = useCallback(
    (id: string) =>
      set(
        { [APPLICATION_PARAM]: id },
        { replace: openId !== null, state: { conversationOpenedHere: true } satisfies OpenedHereState },
      ),
    [openId, set],
  );
  const close = useCallback(() => {
    if (isOpenedHere) void navigate(-1);
    else set({ [APPLICATION_PARAM]: null }, { replace: true });
  }, [isOpenedHere, navigate, set]);

  return { openId, application: openId ? query.data : undefined, query, open, close };
}

export type OpenApplication = ReturnType<typeof useOpenApplication>;
