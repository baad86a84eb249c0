import { levelTitle } from '@app/shared/gamification/gamification.constants';
import { Award } from 'lucide-react';
import { cn } from '../../../../components/ui/cn';
import { UserAvatar } from '../../../../components/ui/user-avatar';
import type { GamificationLeaderboardEntry } from '../../api/get-leaderboard';
import { RankBadge } from './rank-badge';

/** One developer: rank, avatar, name, level title, points and badges; the visitor's own row stands out. */
export function LeaderboardRow({ entry }: { entry: GamificationLeaderboardEntry }) {
  const isMe = entry.isCurrentUser;
  return (
    <li
      aria-current={isMe || undefined}
      className={cn(
        'flex items-center gap-3 rounded-xl px-3 py-2.5',
        isMe ? 'bg-brand-50 ring-2 ring-brand-500' : 'bg-slate-50',
      )}
    >
      <RankBadge rank={entry.rank} />
      <UserAvatar user={entry} size="md" />
      <div className="min-w-0 flex-1">
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
          <span className="min-w-0 font-medium break-words text-slate-900">{entry.name}</span>
          {isMe && (
            <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">You</span>
          )}
        </p>
        <p className="flex flex-wrap gap-x-3 text-xs text-slate-600">
          <span className="whitespace-nowrap">
            Level {entry.level} · {levelTitle(entry.level)}
          </span>
          <span className="inline-flex items-center gap-1 whitespace-nowrap">
            <Award className="size-3.5 text-amber-600" aria-hidden />
            {entry.badges} {entry.badges === 1 ? 'badge' : 'badges'}
          </span>
        </p>
      </div>
      <p className="shrink-0 text-right">
        <span className="block font-bold text-slate-900 tabular-nums">{entry.points.toLocaleString('en-US')}</span>
        <span className="text-xs text-slate-500">points</span>
      </p>
    </li>
  );
}
