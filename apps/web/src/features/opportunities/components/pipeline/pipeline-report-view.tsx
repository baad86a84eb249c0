import type { PipelineResponse } from '@app/shared/opportunities/opportunities.schemas';
import { lazy, Suspense, useState } from 'react';
import type { DeckView } from '../../hooks/use-pipeline-params';
import { DealDeck, type DealFocus } from './deal-deck';
import { InsightsPanel } from './insights-panel';
import { PipelineStats } from './pipeline-stats';
import { StageFlow } from './stage-flow';

// The dialog (and its Radix code) loads when a deal is first opened, not with the dashboard.
const DealDialog = lazy(() => import('./deal-dialog').then((module) => ({ default: module.DealDialog })));

interface PipelineReportViewProps {
  report: PipelineResponse;
  isAnalysing: boolean;
  isSample: boolean;
  view: DeckView;
  onViewChange(view: DeckView): void;
}

function showDeals() {
  document.getElementById('pipeline-deals')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** Stats, the flow by stage, insights and the deals of one report (live or sample). */
export function PipelineReportView({ report, isAnalysing, isSample, view, onViewChange }: PipelineReportViewProps) {
  const [focus, setFocus] = useState<DealFocus | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const deals = report.stages.flatMap((stage) => stage.opportunities);
  const openDeal = deals.find((deal) => deal.id === openId) ?? null;

  return (
    <div className="flex flex-col gap-8">
      <PipelineStats stats={report.stats} />
      <StageFlow
        stages={report.stages}
        onOpenDeal={setOpenId}
        onShowStage={(stage) => {
          setFocus({
            key: `stage-${stage.id}`,
            label: `in ${stage.name}`,
            ids: stage.opportunities.map((deal) => deal.id),
          });
          showDeals();
        }}
      />
      <InsightsPanel
        insights={report.insights}
        isAnalysing={isAnalysing}
        activeInsightId={focus?.key.startsWith('insight-') ? focus.key.slice('insight-'.length) : null}
        onShowDeals={(insight) => {
          setFocus({ key: `insight-${insight.id}`, label: 'from this insight', ids: insight.opportunityIds });
          showDeals();
        }}
      />
      <DealDeck
        deals={deals}
        view={view}
        focus={focus}
        onViewChange={onViewChange}
        onClearFocus={() => setFocus(null)}
        onOpenDeal={setOpenId}
      />
      {openDeal && (
        <Suspense fallback={null}>
          <DealDialog deal={openDeal} history={report.history} isSample={isSample} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </div>
  );
}
