import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from '@app/shared/gamification/gamification.constants';
import { useCallback } from 'react';
import { useUrlParams } from '../../../lib/use-url-params';
import { type GamificationTab, isGamificationTab } from '../gamification-tabs';

const isPeriod = (value: string | null): value is LeaderboardPeriod =>
  LEADERBOARD_PERIODS.some((period) => period === value);

/** The page's state lives in the URL: the open tab (?tab=) and the leaderboard's period (?period=). */
export function useGamificationParams() {
  const { searchParams, edit, set } = useUrlParams();
  const tabParam = searchParams.get('tab');
  const tab: GamificationTab = isGamificationTab(tabParam) ? tabParam : 'progress';
  const periodParam = searchParams.get('period');
  const period: LeaderboardPeriod = isPeriod(periodParam) ? periodParam : 'all';

  /** Switches tab; every other parameter (the period, the bounty filters) belongs to the tab being left. */
  const showTab = useCallback(
    (next: GamificationTab) =>
      edit((params) => {
        for (const name of [...params.keys()]) params.delete(name);
        params.set('tab', next);
      }),
    [edit],
  );

  const showPeriod = useCallback(
    (next: LeaderboardPeriod) => set({ tab: 'leaderboard', period: next === 'all' ? null : next }, { replace: true }),
    [set],
  );

  return { tab, period, showTab, showPeriod };
}
