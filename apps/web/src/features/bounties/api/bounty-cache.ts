import type { Bounty } from '@app/shared/bounties/bounties.schemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { bountyKeys } from './bounties-keys';
import type { ListBountiesResponse } from './get-bounties';

/** Puts the server's new copy of a bounty into every cached list at once, then refetches them. */
export function applyBountyChange(queryClient: QueryClient, bounty: Bounty): Promise<void> {
  queryClient.setQueriesData<InfiniteData<ListBountiesResponse>>({ queryKey: bountyKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            bounties: page.bounties.map((item) => (item.id === bounty.id ? bounty : item)),
          })),
        }
      : data,
  );
  return queryClient.invalidateQueries({ queryKey: bountyKeys.lists() });
}
