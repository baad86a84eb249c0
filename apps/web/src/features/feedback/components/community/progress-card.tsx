import { Award } from 'lucide-react';
import type { AchievementsResponse } from '../../api/get-achievements';
import { ProgressBar } from './progress-bar';

/** The visitor's own standing: points, feedback given, achievements unlocked. */
export function ProgressCard({ data }: { data: AchievementsResponse }) {
  const unlocked = data.achievements.filter((achievement) => achievement.unlocked).length;
  const total = data.achievements.length;
  return (
    <section
      aria-labelledby="progress-heading"
      className="rounded-2xl bg-gradient-to-br from-brand-600 to-brand-700 p-5 text-white shadow-sm"
    >
      <h3 id="progress-heading" className="flex items-center gap-2 text-base font-semibold">
        <Award className="size-5" aria-hidden />
        Your Progress
      </h3>
      <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
        <div>
          <dt className="text-xs text-brand-100">Points</dt>
          <dd className="text-2xl font-bold tabular-nums">{data.points}</dd>
        </div>
        <div>
          <dt className="text-xs text-brand-100">Feedback</dt>
          <dd className="text-2xl font-bold tabular-nums">{data.feedbackCount}</dd>
        </div>
        <div>
          <dt className="text-xs text-brand-100">Achievements</dt>
          <dd className="text-2xl font-bold tabular-nums">
            {unlocked}/{total}
          </dd>
        </div>
      </dl>
      <ProgressBar
        value={unlocked}
        max={total}
        label="Achievements unlocked"
        className="mt-4 bg-white/25 [&>div]:bg-white"
      />
      {data.feedbackCount === 0 && (
        <p className="mt-3 text-sm text-brand-100">Share your first feedback to start earning points.</p>
      )}
    </section>
  );
}
