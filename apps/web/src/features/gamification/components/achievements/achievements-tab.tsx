import { ACHIEVEMENT_CATEGORIES, type AchievementCategory } from '@app/shared/gamification/gamification.constants';
import { useState } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { SegmentedButtons } from '../../../../components/ui/segmented-buttons';
import { useAchievements } from '../../api/get-achievements';
import { QueryView } from '../query-view';
import { AchievementCard } from './achievement-card';
import { ACHIEVEMENT_CATEGORY_LABELS } from './achievement-categories';

type CategoryFilter = AchievementCategory | 'all';

const FILTERS: readonly { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...ACHIEVEMENT_CATEGORIES.map((category) => ({ value: category, label: ACHIEVEMENT_CATEGORY_LABELS[category] })),
];

/** Achievements: the eight of FACTS.md, each with its progress, filterable by category. */
export function AchievementsTab() {
  const query = useAchievements();
  const [category, setCategory] = useState<CategoryFilter>('all');
  return (
    <section aria-labelledby="achievements-tab-heading" className="flex flex-col gap-4">
      <h2 id="achievements-tab-heading" className="text-lg font-semibold text-slate-900">
        Achievements
      </h2>
      <QueryView query={query} loadingLabel="Loading achievements..." errorLead="Could not load the achievements.">
        {(achievements) => {
          const earned = achievements.filter((achievement) => achievement.isEarned).length;
          const shown =
            category === 'all' ? achievements : achievements.filter((achievement) => achievement.category === category);
          return (
            <>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-slate-600">
                  {earned} of {achievements.length} earned
                </p>
                <SegmentedButtons
                  label="Achievement category"
                  options={FILTERS}
                  value={category}
                  onChange={setCategory}
                />
              </div>
              {shown.length === 0 ? (
                <EmptyState title="No achievements in this category" />
              ) : (
                <ul aria-label="Achievements" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                  {shown.map((achievement) => (
                    <AchievementCard key={achievement.id} achievement={achievement} />
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
