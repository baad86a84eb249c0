import { levelProgress, levelTitle } from '@app/shared/gamification/gamification.constants';
import { ProgressBar } from '../progress-bar';

/** Total points, level and title, and how far it is to the next level (level n spans 500n to 500(n+1)). */
export function LevelCard({ totalPoints }: { totalPoints: number }) {
  const level = levelProgress(totalPoints);
  const toNext = `${level.pointsToNextLevel} points to level ${level.currentLevel + 1}`;
  return (
    <section
      aria-labelledby="level-heading"
      className="rounded-2xl bg-gradient-to-br from-brand-600 to-brand-700 p-5 text-white shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h3 id="level-heading" className="text-sm font-medium text-brand-100">
            Your level
          </h3>
          <p className="mt-1 text-2xl font-bold">
            Level {level.currentLevel} <span aria-hidden>·</span>{' '}
            <span className="font-semibold">{levelTitle(level.currentLevel)}</span>
          </p>
        </div>
        <p className="text-right">
          <span className="block text-3xl font-bold tabular-nums">{totalPoints.toLocaleString('en-US')}</span>
          <span className="text-sm text-brand-100">total points</span>
        </p>
      </div>
      <ProgressBar
        className="mt-5 bg-white/25"
        barClassName="bg-white"
        label={`Progress to level ${level.currentLevel + 1}`}
        value={totalPoints}
        min={level.levelStart}
        max={level.levelEnd}
        valueText={toNext}
      />
      <div className="mt-2 flex justify-between gap-2 text-sm text-brand-100">
        <span className="tabular-nums">
          {level.levelStart.toLocaleString('en-US')} - {level.levelEnd.toLocaleString('en-US')}
        </span>
        <span className="font-medium text-white">{toNext}</span>
      </div>
    </section>
  );
}
