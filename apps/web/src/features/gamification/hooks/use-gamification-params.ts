import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from '@app/shared/gamification/gamification.constants';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type GamificationTab, isGamificationTab } from '../gamification-tabs';

const isPeriod = (value: string | null): value is LeaderboardPeriod =>
  LEADERBOARD_PERIODS.some((period) => period === value);

/** The page's state lives in the URL: the open tab (?tab=) and the leaderboard's period (?period=). */
export function useGamificationParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: GamificationTab = isGamificationTab(tabParam) ? tabParam : 'progress';
  const periodParam = searchParams.get('period');
  const period: LeaderboardPeriod = isPeriod(periodParam) ? periodParam : 'all';

  /** Switches tab; every other parameter (the period, the bounty filters) belongs to the tab being left. */
  const showTab = useCallback((next: GamificationTab) => setSearchParams({ tab: next }), [setSearchParams]);

  const showPeriod = useCallback(
    (next: LeaderboardPeriod) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('tab', 'leaderboard');
          if (next === 'all') params.delete('period');
          else params.set('period', next);
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { tab, period, showTab, showPeriod };
}
