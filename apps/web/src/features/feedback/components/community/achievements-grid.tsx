import type { Achievement } from '../../api/get-achievements';
import { AchievementCard } from './achievement-card';

export function AchievementsGrid({ achievements }: { achievements: readonly Achievement[] }) {
  return (
    <section
      aria-labelledby="achievements-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id="achievements-heading" className="text-base font-semibold text-slate-900">
        Achievements
      </h3>
      <ul aria-label="Achievements" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {achievements.map((achievement) => (
          <AchievementCard key={achievement.id} achievement={achievement} />
        ))}
      </ul>
    </section>
  );
}
