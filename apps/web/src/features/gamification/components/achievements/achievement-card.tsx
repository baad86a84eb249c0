import { CheckCircle2, Lock } from 'lucide-react';
import { cn } from '../../../../components/ui/cn';
import type { Achievement } from '../../api/get-achievements';
import { ProgressBar } from '../progress-bar';
import { ACHIEVEMENT_CATEGORY_LABELS } from './achievement-categories';

/** One achievement; earned or not is said in words and with an icon, not by colour alone. */
export function AchievementCard({ achievement }: { achievement: Achievement }) {
  const { isEarned, progress, maxProgress } = achievement;
  const headingId = `achievement-${achievement.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-2 rounded-2xl border p-4 shadow-sm',
        isEarned ? 'border-emerald-300 bg-emerald-50' : 'border-slate-200 bg-white',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <span aria-hidden className={cn('text-3xl leading-none', !isEarned && 'opacity-60 grayscale')}>
          {achievement.icon}
        </span>
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
            isEarned ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700',
          )}
        >
          {isEarned ? <CheckCircle2 className="size-3.5" aria-hidden /> : <Lock className="size-3" aria-hidden />}
          {isEarned ? 'Earned' : 'Not earned yet'}
        </span>
      </div>
      <h3 id={headingId} className="font-semibold text-slate-900">
        {achievement.name}
      </h3>
      <p className="text-sm text-slate-600">{achievement.description}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1 text-xs">
        <span className="font-semibold text-amber-700">+{achievement.points} points</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
          {ACHIEVEMENT_CATEGORY_LABELS[achievement.category]}
        </span>
      </div>
      <div>
        <div className="mb-1 flex justify-between text-xs text-slate-600">
          <span>Progress</span>
          <span className="tabular-nums">
            {progress.toLocaleString('en-US')} / {maxProgress.toLocaleString('en-US')}
          </span>
        </div>
        <ProgressBar
          value={progress}
          max={maxProgress}
          label={`${achievement.name} progress`}
          valueText={`${progress} of ${maxProgress}`}
          barClassName={isEarned ? 'bg-emerald-600' : undefined}
        />
      </div>
    </li>
  );
}
