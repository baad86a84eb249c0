import { cn } from '../../../../components/ui/cn';
import type { LeaderboardEntry } from '../../api/get-leaderboard';
import { RankBadge } from './rank-badge';

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

export function LeaderboardRow({ entry, isMe }: { entry: LeaderboardEntry; isMe: boolean }) {
  return (
    <li
      className={cn(
        'flex items-center gap-3 rounded-xl px-3 py-2.5',
        isMe ? 'bg-brand-50 ring-1 ring-brand-100' : 'bg-slate-50',
      )}
      aria-current={isMe || undefined}
    >
      <RankBadge rank={entry.rank} />
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
      >
        {initialsOf(entry.name)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">
          {entry.name}
          {isMe && <span className="ml-1 text-xs font-normal text-brand-700">(you)</span>}
        </p>
        <p className="text-xs text-slate-500">
          {entry.feedbackCount} {entry.feedbackCount === 1 ? 'feedback' : 'feedback items'}
        </p>
        {entry.badges.length > 0 && (
          <p className="mt-1 text-xs text-amber-800 sm:hidden">
            {entry.badges.length} {entry.badges.length === 1 ? 'badge' : 'badges'}
          </p>
        )}
        {entry.badges.length > 0 && (
          <ul aria-label="Badges" className="mt-1 hidden flex-wrap gap-1 sm:flex">
            {entry.badges.map((badge) => (
              <li key={badge} className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-800">
                {badge}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="shrink-0 text-right">
        <span className="block font-bold text-slate-900 tabular-nums">{entry.points}</span>
        <span className="text-xs text-slate-500">points</span>
      </p>
    </li>
  );
}
