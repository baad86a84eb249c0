import { useCallback } from 'react';
import { BOUNTY_FILTER_PARAMS } from '../../../../features/bounties/bounty-filters';
import { useUrlParams } from '../../../../lib/use-url-params';

/** The four tabs of /code-contributions (part-2 §2), in order. */
export const CONTRIBUTION_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'bounties', label: 'Active Bounties' },
  { id: 'contribute', label: 'How to Contribute' },
  { id: 'token', label: 'Platform Token' },
] as const;

export type ContributionTab = (typeof CONTRIBUTION_TABS)[number]['id'];

export const isContributionTab = (value: string | null): value is ContributionTab =>
  CONTRIBUTION_TABS.some((tab) => tab.id === value);

/** The active tab lives in ?tab=; the bounty filters belong to the Active Bounties tab only. */
export function useContributionsTab() {
  const { searchParams, edit } = useUrlParams();
  const param = searchParams.get('tab');
  const tab: ContributionTab = isContributionTab(param) ? param : 'overview';

  const showTab = useCallback(
    (next: string) => {
      if (!isContributionTab(next)) return;
      edit((params) => {
        params.set('tab', next);
        if (next !== 'bounties') for (const name of BOUNTY_FILTER_PARAMS) params.delete(name);
      });
    },
    [edit],
  );

  /** Opens Active Bounties filtered to one category (from the Overview's contribution areas). */
  const showBounties = useCallback(
    (category: string) => {
      edit((params) => {
        for (const name of BOUNTY_FILTER_PARAMS) params.delete(name);
        params.set('tab', 'bounties');
        params.set('category', category);
      });
    },
    [edit],
  );

  return { tab, showTab, showBounties };
}
