import { formatDealValue, formatMoney } from '@app/shared/format/format';
import type { PipelineResponse } from '@app/shared/opportunities/opportunities.schemas';
import { ChevronRight } from 'lucide-react';
import { PrivateDealsNote } from './private-deals-note';

type Stage = PipelineResponse['stages'][number];
const SHOWN_PER_STAGE = 3;

interface StageFlowProps {
  stages: Stage[];
  onOpenDeal(id: string): void;
  onShowStage(stage: Stage): void;
}

function StageCard({ stage, onOpenDeal, onShowStage }: { stage: Stage } & Omit<StageFlowProps, 'stages'>) {
  const hidden = stage.opportunities.length - SHOWN_PER_STAGE;
  return (
    <li className="flex w-64 shrink-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:w-auto">
      <h3 className="flex items-center justify-between gap-2 font-semibold text-slate-900">
        {stage.name}
        <span className="rounded-full bg-slate-100 px-2 text-sm text-slate-700">{stage.opportunities.length}</span>
      </h3>
      <dl className="grid grid-cols-3 gap-1 text-xs">
        <div>
          <dt className="text-slate-500">Value</dt>
          <dd className="font-semibold text-slate-900">{formatMoney(stage.totalValue)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Avg. time</dt>
          <dd className="font-semibold text-slate-900">{stage.averageTimeInStage} d</dd>
        </div>
        <div>
          <dt className="text-slate-500">Converts</dt>
          <dd className="font-semibold text-slate-900">{stage.conversionRate}%</dd>
        </div>
      </dl>
      <ul className="flex flex-col gap-1.5">
        {stage.opportunities.slice(0, SHOWN_PER_STAGE).map((deal) => (
          <li key={deal.id}>
            <button
              type="button"
              onClick={() => onOpenDeal(deal.id)}
              className="flex w-full justify-between gap-2 rounded-lg bg-slate-50 px-2 py-1.5 text-left text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="min-w-0 truncate text-slate-800">{deal.name}</span>
              <span className="shrink-0 text-slate-500">{formatDealValue(deal.monetary_value, deal.currency)}</span>
            </button>
          </li>
        ))}
      </ul>
      {stage.opportunities.length === 0 && <p className="text-sm text-slate-400">No deals here</p>}
      <PrivateDealsNote privateDeals={stage.privateDeals} />
      {hidden > 0 && (
        <button
          type="button"
          onClick={() => onShowStage(stage)}
          aria-label={`+${hidden} more in ${stage.name}`}
          className="inline-flex items-center gap-1 self-start rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          +{hidden} more
          <ChevronRight className="size-4" aria-hidden />
        </button>
      )}
    </li>
  );
}

/** The pipeline by stage, in order: each card shows three deals, then '+N more' (part-2 §2). */
export function StageFlow({ stages, onOpenDeal, onShowStage }: StageFlowProps) {
  return (
    <section aria-labelledby="pipeline-flow-heading" className="flex flex-col gap-3">
      <h2 id="pipeline-flow-heading" className="text-xl font-semibold text-slate-900">
        Pipeline flow
      </h2>
      <ul
        aria-label="Pipeline stages"
        className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-3 lg:overflow-visible lg:px-0"
      >
        {stages.map((stage) => (
          <StageCard key={stage.id} stage={stage} onOpenDeal={onOpenDeal} onShowStage={onShowStage} />
        ))}
      </ul>
    </section>
  );
}
