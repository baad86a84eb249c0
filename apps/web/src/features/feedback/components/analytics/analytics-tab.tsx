import { FEEDBACK_MESSAGES, type Timeframe } from '@app/shared/feedback/feedback.constants';
import { useState } from 'react';
import { ErrorBanner } from '../../../../components/ui/error-banner';
import { SegmentedButtons } from '../../../../components/ui/segmented-buttons';
import { LoadingState } from '../../../../components/ui/states';
import { describeError } from '../../../../lib/api-error';
import { useAnalytics } from '../../api/get-analytics';
import { AnalyticsActions } from './analytics-actions';
import { DailyFeedbackCard } from './daily-feedback-card';
import { FeatureFilterChip } from './feature-filter-chip';
import { FeaturePerformanceTable } from './feature-performance-table';
import { MetricCards } from './metric-cards';
import { SentimentBars } from './sentiment-bars';

const TIMEFRAME_OPTIONS = [
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
  { value: '1y', label: '1 year' },
] as const satisfies readonly { value: Timeframe; label: string }[];

/** The Analytics tab of /user-feedback (part-2 §2): real numbers from GET /api/feedback/analytics. */
export function AnalyticsTab({ feature, onClearFeature }: { feature: string | null; onClearFeature?: () => void }) {
  const [timeframe, setTimeframe] = useState<Timeframe>('30d');
  const query = useAnalytics({ timeframe, feature });
  const analytics = query.data;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-lg font-semibold text-slate-900">Feedback Analytics</h2>
          {feature && <FeatureFilterChip feature={feature} onClear={onClearFeature} />}
        </div>
        <SegmentedButtons label="Timeframe" options={TIMEFRAME_OPTIONS} value={timeframe} onChange={setTimeframe} />
      </div>

      {query.isError && !analytics ? (
        <ErrorBanner
          message={describeError(query.error, 'Could not load analytics.')}
          onRetry={() => void query.refetch()}
        />
      ) : !analytics ? (
        <LoadingState label={FEEDBACK_MESSAGES.loadingAnalytics} />
      ) : (
        <div className="flex flex-col gap-5" aria-busy={query.isPlaceholderData || undefined}>
          {query.isError && (
            <ErrorBanner
              message={describeError(query.error, 'Could not load analytics.')}
              onRetry={() => void query.refetch()}
            />
          )}
          {query.isPlaceholderData && (
            <p role="status" className="text-sm text-slate-500">
              {FEEDBACK_MESSAGES.loadingAnalytics}
            </p>
          )}
          <MetricCards analytics={analytics} />
          <div className="grid items-start gap-5 lg:grid-cols-2">
            <SentimentBars distribution={analytics.sentimentDistribution} />
            <FeaturePerformanceTable rows={analytics.featurePerformance} />
          </div>
          <DailyFeedbackCard days={analytics.feedbackTrends} />
          <AnalyticsActions analytics={analytics} timeframe={analytics.timeframe} feature={feature} />
        </div>
      )}
    </div>
  );
}
