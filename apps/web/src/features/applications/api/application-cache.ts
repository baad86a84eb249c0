import type { ApplicationDetail, ListApplicationDetailsResponse } from '@app/shared/applications/applications.schemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { applicationsKeys } from './applications-keys';

type ListData = InfiniteData<ListApplicationDetailsResponse, string | null>;

/** The pages with one application changed by `change` (the same object when it is not among them). */
export function updateInPages(
  data: ListData | undefined,
  id: string,
  change: (application: ApplicationDetail) => ApplicationDetail,
): ListData | undefined {
  if (!data?.pages.some((page) => page.applications.some((item) => item.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      applications: page.applications.map((item) => (item.id === id ? change(item) : item)),
    })),
  };
}

function updateEverywhere(
  queryClient: QueryClient,
  id: string,
  change: (application: ApplicationDetail) => ApplicationDetail,
) {
  queryClient.setQueriesData<ListData>(
    {
      queryKey: applicationsKeys.all,
      predicate: (query) => query.queryKey[1] !== 'detail' && query.queryKey[3] !== 'undecided',
    },
    (data) => updateInPages(data, id, change),
  );
  queryClient.setQueryData<ApplicationDetail>(applicationsKeys.detail(id), (data) => data && change(data));
}

/**
 * A decision (or a withdrawal) took effect: show the server's copy at once wherever the
 * application is listed, then refresh the lists (it may now belong under another filter) and
 * the job counts.
 */
export function applyApplicationChange(queryClient: QueryClient, application: ApplicationDetail) {
  updateEverywhere(queryClient, application.id, (current) => ({ ...current, ...application }));
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: applicationsKeys.all }),
    queryClient.invalidateQueries({ queryKey: applicationsKeys.myJobsAll }),
  ]);
}

/** Opening a conversation marks it read (the conversation itself tells the server). */
export function markConversationRead(queryClient: QueryClient, id: string) {
  updateEverywhere(queryClient, id, (current) =>
    current.unreadCount === 0 ? current : { ...current, unreadCount: 0 },
  );
}
