import { FEEDBACK_MESSAGES } from '@app/shared/feedback/feedback.constants';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { ErrorBanner } from '../../../../components/ui/error-banner';
import { SegmentedButtons } from '../../../../components/ui/segmented-buttons';
import { LoadingState } from '../../../../components/ui/states';
import { describeError } from '../../../../lib/api-error';
import { type LeaderboardPeriod, useLeaderboard } from '../../api/get-leaderboard';
import { LeaderboardRow } from './leaderboard-row';

const PERIODS = [
  { value: 'all', label: 'All Time' },
  { value: 'month', label: 'This Month' },
  { value: 'week', label: 'This Week' },
] as const satisfies readonly { value: LeaderboardPeriod; label: string }[];

const TOP = 5;

/** The top 5 feedback givers of a period (part-2 §2 Community tab). */
export function LeaderboardCard() {
  const [period, setPeriod] = useState<LeaderboardPeriod>('all');
  const query = useLeaderboard(period);
  const data = query.data;
  const top = data?.leaderboard.slice(0, TOP) ?? [];
  const me = data?.me ?? null;
  const isMeBelowTop = me !== null && !top.some((entry) => entry.id === me.id);

  return (
    <section
      aria-labelledby="leaderboard-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h3 id="leaderboard-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Trophy className="size-5 text-amber-500" aria-hidden />
          Leaderboard
        </h3>
        <SegmentedButtons label="Leaderboard period" options={PERIODS} value={period} onChange={setPeriod} />
      </div>
      <div className="mt-4" aria-busy={query.isFetching || undefined}>
        {query.isError && !data ? (
          <ErrorBanner
            message={describeError(query.error, 'Could not load the leaderboard.')}
            onRetry={() => void query.refetch()}
          />
        ) : !data ? (
          <LoadingState label={FEEDBACK_MESSAGES.loadingLeaderboard} />
        ) : top.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">No feedback in this period yet. Be the first!</p>
        ) : (
          <ol
            aria-label={`Top ${TOP}, ${PERIODS.find((option) => option.value === period)?.label}`}
            className="flex flex-col gap-2"
          >
            {top.map((entry) => (
              <LeaderboardRow key={entry.id} entry={entry} isMe={entry.id === me?.id} />
            ))}
          </ol>
        )}
        {data && isMeBelowTop && me && (
          <div className="mt-3 border-t border-dashed border-slate-200 pt-3">
            <p className="mb-2 text-xs font-medium text-slate-500">Your position</p>
            <ol aria-label="Your position">
              <LeaderboardRow entry={me} isMe />
            </ol>
          </div>
        )}
      </div>
    </section>
  );
}
