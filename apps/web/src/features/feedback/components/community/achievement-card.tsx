import { Lock } from 'lucide-react';
import { cn } from '../../../../components/ui/cn';
import type { Achievement } from '../../api/get-achievements';
import { ProgressBar } from './progress-bar';

export function AchievementCard({ achievement }: { achievement: Achievement }) {
  const { unlocked, progress, goal } = achievement;
  const shown = Math.min(progress, goal);
  return (
    <li
      aria-label={`${achievement.name}, ${unlocked ? 'unlocked' : 'locked'}`}
      className={cn(
        'flex flex-col gap-2 rounded-xl border p-4',
        unlocked ? 'border-emerald-200 bg-emerald-50' : 'border-slate-200 bg-slate-50',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <span aria-hidden className={cn('text-3xl leading-none', !unlocked && 'opacity-50 grayscale')}>
          {achievement.icon}
        </span>
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
            unlocked ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700',
          )}
        >
          {!unlocked && <Lock className="size-3" aria-hidden />}
          {unlocked ? 'Unlocked' : 'Locked'}
        </span>
      </div>
      <p className="font-semibold text-slate-900">{achievement.name}</p>
      <p className="text-sm text-slate-600">{achievement.description}</p>
      <div className="mt-auto flex items-center justify-between gap-2 text-xs">
        <span className="font-medium text-amber-700">+{achievement.points} pts</span>
        {!unlocked && (
          <span className="text-slate-500 tabular-nums">
            {shown}/{goal}
          </span>
        )}
      </div>
      {!unlocked && <ProgressBar value={shown} max={goal} label={`${achievement.name} progress`} />}
    </li>
  );
}
