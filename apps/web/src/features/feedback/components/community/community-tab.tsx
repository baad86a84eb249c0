import { ErrorBanner } from '../../../../components/ui/error-banner';
import { LoadingState } from '../../../../components/ui/states';
import { describeError } from '../../../../lib/api-error';
import { useAchievements } from '../../api/get-achievements';
import { AchievementsGrid } from './achievements-grid';
import { EarnPointsList } from './earn-points-list';
import { LeaderboardCard } from './leaderboard-card';
import { ProgressCard } from './progress-card';

/** The Community tab of /user-feedback (part-2 §2): progress, leaderboard, achievements, how to earn. */
export function CommunityTab() {
  const achievements = useAchievements();
  const data = achievements.data;
  return (
    <div className="flex flex-col gap-5">
      <h2 className="text-lg font-semibold text-slate-900">Community</h2>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-5">
          <LeaderboardCard />
        </div>
        <div className="flex flex-col gap-5">
          {data ? (
            <ProgressCard data={data} />
          ) : achievements.isError ? (
            <ErrorBanner
              message={describeError(achievements.error, 'Could not load your progress.')}
              onRetry={() => void achievements.refetch()}
            />
          ) : (
            <LoadingState label="Loading your progress..." />
          )}
          <EarnPointsList />
        </div>
      </div>
      {data && <AchievementsGrid achievements={data.achievements} />}
    </div>
  );
}
