import type { PipelineQuery } from '@app/shared/opportunities/opportunities.schemas';
import { useDeferredValue, useMemo } from 'react';
import { ErrorBanner } from '../../../../components/ui/error-banner';
import { LoadingState } from '../../../../components/ui/states';
import { describeError } from '../../../../lib/api-error';
import { useCurrentDeveloper } from '../../../../lib/current-developer';
import { usePipeline } from '../../api/get-pipeline';
import { useMinimumBusy } from '../../hooks/use-minimum-busy';
import { usePipelineParams } from '../../hooks/use-pipeline-params';
import { buildSamplePipeline } from '../../sample-pipeline';
import { PipelineFilterBar } from './pipeline-filters';
import { PipelineReportView } from './pipeline-report-view';

export const PIPELINE_LOAD_FAILED = 'Error loading pipeline data. Please try again later.';
/** Long enough to read "Analysing…" on a fast answer; otherwise the wait is the request's own. */
const MINIMUM_ANALYSIS_MS = 600;
const SAMPLE_BANNER = 'Showing sample data: these are example deals, not your pipeline.';

/** The dashboard's states (part-2 §4): loading, error with Try Again over the sample data, loaded. */
export function PipelineDashboard() {
  const params = usePipelineParams();
  const [me] = useCurrentDeveloper();
  const query = useMemo<PipelineQuery>(
    () => ({ ...params.filters, me: params.filters.assignee === 'me' ? (me ?? undefined) : undefined }),
    [params.filters, me],
  );
  const pipeline = usePipeline(query);
  const sample = useMemo(() => (pipeline.isError ? buildSamplePipeline(query) : null), [pipeline.isError, query]);
  // Shown from a deferred copy: the report's first render runs in slices, not in the task that
  // delivers the answer (React Query's updates render at once), so a phone stays responsive.
  const report = useDeferredValue(pipeline.data ?? sample);
  const isWaiting = (pipeline.isPending && !pipeline.isError) || (!report && (pipeline.data ?? sample) !== null);
  // Held here, mounted from the first request, so the first answer is "analysed" too.
  const isAnalysing = useMinimumBusy(pipeline.isFetching, MINIMUM_ANALYSIS_MS);

  return (
    <div className="flex flex-col gap-6">
      <PipelineFilterBar
        filters={params.filters}
        hasFilters={params.hasFilters}
        onChange={(name, value) => params.update({ [name]: value })}
        onClearAll={params.clearFilters}
      />
      {pipeline.isError && (
        <div className="flex flex-col gap-2">
          <ErrorBanner message={PIPELINE_LOAD_FAILED} onRetry={() => void pipeline.refetch()} retryLabel="Try Again" />
          <p className="text-sm text-slate-600">{describeError(pipeline.error, '')}</p>
          <ErrorBanner tone="warning" message={SAMPLE_BANNER} />
        </div>
      )}
      {isWaiting && <LoadingState label="Loading pipeline" />}
      {report && (
        <PipelineReportView
          report={report}
          isAnalysing={isAnalysing}
          isSample={!pipeline.data}
          view={params.view}
          onViewChange={(view) => params.update({ view: view === 'grid' ? null : view })}
        />
      )}
    </div>
  );
}
