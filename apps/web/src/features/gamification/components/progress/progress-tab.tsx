import { useProgress } from '../../api/get-progress';
import { QueryView } from '../query-view';
import { EarningRanges } from './earning-ranges';
import { LevelCard } from './level-card';
import { PointsByCategory } from './points-by-category';
import { ProgressStats } from './progress-stats';

/** My Progress: level, counts, points per category and how to earn more. */
export function ProgressTab() {
  const query = useProgress();
  return (
    <section aria-labelledby="progress-tab-heading" className="flex flex-col gap-5">
      <h2 id="progress-tab-heading" className="sr-only">
        My Progress
      </h2>
      <QueryView query={query} loadingLabel="Loading your progress..." errorLead="Could not load your progress.">
        {(progress) => (
          <>
            <LevelCard totalPoints={progress.totalPoints} />
            <ProgressStats progress={progress} />
            <div className="grid gap-5 lg:grid-cols-2">
              <PointsByCategory progress={progress} />
              <EarningRanges />
            </div>
          </>
        )}
      </QueryView>
    </section>
  );
}
