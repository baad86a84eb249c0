import { FEEDBACK_MESSAGES } from '@app/shared/feedback/feedback.constants';
import {
  LEADERBOARD_PERIOD_LABELS,
  LEADERBOARD_PERIODS,
  type LeaderboardPeriod,
} from '@app/shared/gamification/gamification.constants';
import { Trophy } from 'lucide-react';
import { SegmentedButtons } from '../../../../components/ui/segmented-buttons';
import { useLeaderboard } from '../../api/get-leaderboard';
import { QueryView } from '../query-view';
import { LeaderboardRow } from './leaderboard-row';

const PERIOD_OPTIONS = LEADERBOARD_PERIODS.map((period) => ({
  value: period,
  label: LEADERBOARD_PERIOD_LABELS[period],
}));

/** Leaderboard: the top developers of a period; the previous list stays while the next one loads. */
export function LeaderboardTab({
  period,
  onPeriodChange,
}: {
  period: LeaderboardPeriod;
  onPeriodChange: (period: LeaderboardPeriod) => void;
}) {
  const query = useLeaderboard(period);
  return (
    <section
      aria-labelledby="leaderboard-tab-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="leaderboard-tab-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Trophy className="size-5 text-amber-500" aria-hidden />
          Leaderboard
        </h2>
        <SegmentedButtons
          label="Leaderboard period"
          options={PERIOD_OPTIONS}
          value={period}
          onChange={onPeriodChange}
        />
      </div>
      <div className="mt-4" aria-busy={query.isFetching || undefined}>
        <QueryView
          query={query}
          loadingLabel={FEEDBACK_MESSAGES.loadingLeaderboard}
          errorLead="Could not load the leaderboard."
        >
          {({ leaderboard, me, period: shownPeriod }) => {
            const isMeBelow = me !== null && !leaderboard.some((entry) => entry.id === me.id);
            return (
              <>
                {leaderboard.length === 0 ? (
                  <p className="py-6 text-center text-sm text-slate-600">No points earned in this period yet.</p>
                ) : (
                  <ol
                    aria-label={`Top developers, ${LEADERBOARD_PERIOD_LABELS[shownPeriod]}`}
                    className="flex flex-col gap-2"
                  >
                    {leaderboard.map((entry) => (
                      <LeaderboardRow key={entry.id} entry={entry} />
                    ))}
                  </ol>
                )}
                {isMeBelow && (
                  <div className="mt-3 border-t border-dashed border-slate-200 pt-3">
                    <p className="mb-2 text-xs font-medium text-slate-500">Your position</p>
                    <ol aria-label="Your position">
                      <LeaderboardRow entry={me} />
                    </ol>
                  </div>
                )}
              </>
            );
          }}
        </QueryView>
      </div>
    </section>
  );
}
