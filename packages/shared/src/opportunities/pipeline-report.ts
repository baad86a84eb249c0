/** The pipeline report computed from opportunities and their stage history (issue 8). Pure. */
import { PIPELINE_STAGES } from './opportunities.constants.ts';
import { healthScore, orderStages, riskLevel, slugify } from './pipeline-rules.ts';

const DAY_MS = 86_400_000;

export interface ReportOpportunity {
  id: string;
  name: string;
  status: string;
  pipeline_stage_name: string;
  assigned_to: string | null;
  monetary_value: number | null;
  /** The value's currency; missing or USD is dollars. */
  currency?: string;
  created_at: string;
  updated_at: string;
}

export interface StageChange {
  opportunityId: string;
  toStage: string;
  changedAt: string;
}

export interface PipelineStage {
  id: string;
  name: string;
  opportunities: ReportOpportunity[];
  totalValue: number;
  /** Days, one decimal: how long opportunities stayed (or have stayed) in this stage. */
  averageTimeInStage: number;
  /** Percent of opportunities that entered this stage and later moved further along. */
  conversionRate: number;
}

export interface PipelineStats {
  totalOpportunities: number;
  totalValue: number;
  averageDealSize: number;
  conversionRate: number;
  averageSalesCycle: number;
  healthScore: number;
}

export interface Insight {
  id: string;
  type: 'warning' | 'suggestion' | 'success' | 'info';
  title: string;
  description: string;
  action?: string;
  priority: 'high' | 'medium' | 'low';
  opportunityIds: string[];
}

/** The dashboard's sums are in dollars (the spec's): a value in tokens or another currency adds nothing to them. */
const dollars = (item: ReportOpportunity) =>
  !item.currency || item.currency === 'USD' ? (item.monetary_value ?? 0) : 0;

const round1 = (value: number) => Math.round(value * 10) / 10;
const stageIndex = (name: string) => (PIPELINE_STAGES as readonly string[]).indexOf(name);

function historyByOpportunity(history: readonly StageChange[]) {
  const map = new Map<string, StageChange[]>();
  for (const change of [...history].sort((a, b) => a.changedAt.localeCompare(b.changedAt))) {
    const list = map.get(change.opportunityId) ?? [];
    list.push(change);
    map.set(change.opportunityId, list);
  }
  return map;
}

function buildStages(
  opportunities: readonly ReportOpportunity[],
  history: Map<string, StageChange[]>,
  now: Date,
): PipelineStage[] {
  const names = orderStages([...PIPELINE_STAGES, ...opportunities.map((item) => item.pipeline_stage_name)]);
  return names.map((name) => {
    const inStage = opportunities.filter((item) => item.pipeline_stage_name === name);
    const durations: number[] = [];
    let entered = 0;
    let advanced = 0;
    for (const item of opportunities) {
      const changes = history.get(item.id) ?? [];
      changes.forEach((change, index) => {
        if (change.toStage !== name) return;
        entered++;
        const next = changes[index + 1];
        const end = next ? new Date(next.changedAt) : now;
        durations.push((end.getTime() - new Date(change.changedAt).getTime()) / DAY_MS);
        const movedOn = changes.slice(index + 1).some((later) => stageIndex(later.toStage) > stageIndex(name));
        if (movedOn || (name === PIPELINE_STAGES.at(-1) && item.status === 'won')) advanced++;
      });
    }
    const average = durations.length ? durations.reduce((sum, value) => sum + value, 0) / durations.length : 0;
    return {
      id: slugify(name),
      name,
      opportunities: inStage,
      totalValue: inStage.reduce((sum, item) => sum + dollars(item), 0),
      averageTimeInStage: round1(average),
      conversionRate: entered ? Math.round((advanced / entered) * 100) : 0,
    };
  });
}

function buildStats(
  opportunities: readonly ReportOpportunity[],
  stages: PipelineStage[],
  history: Map<string, StageChange[]>,
): PipelineStats {
  const count = opportunities.length;
  const totalValue = opportunities.reduce((sum, item) => sum + dollars(item), 0);
  const won = opportunities.filter((item) => item.status === 'won');
  const cycles = won.map((item) => {
    const closing = (history.get(item.id) ?? []).find((change) => /closed won/i.test(change.toStage));
    const end = new Date(closing?.changedAt ?? item.updated_at);
    return (end.getTime() - new Date(item.created_at).getTime()) / DAY_MS;
  });
  const measured = stages.filter(
    (stage) => stage.name !== PIPELINE_STAGES.at(-1) && (stage.averageTimeInStage > 0 || stage.conversionRate > 0),
  );
  const meanStageConversion = measured.length
    ? measured.reduce((sum, stage) => sum + stage.conversionRate, 0) / measured.length
    : 0;
  return {
    totalOpportunities: count,
    totalValue,
    averageDealSize: count ? Math.round(totalValue / count) : 0,
    conversionRate: count ? Math.round((won.length / count) * 100) : 0,
    averageSalesCycle: cycles.length ? round1(cycles.reduce((sum, value) => sum + value, 0) / cycles.length) : 0,
    healthScore: healthScore({ meanStageConversion, count, totalValue }),
  };
}

const money = (value: number) => `$${value.toLocaleString('en-US')}`;

/** Explainable insights: each names the rule and the opportunities that triggered it. */
function buildInsights(opportunities: readonly ReportOpportunity[], stages: PipelineStage[], now: Date): Insight[] {
  const open = opportunities.filter((item) => !['won', 'lost', 'abandoned'].includes(item.status));
  const insights: Insight[] = [];
  const stale = open.filter((item) => riskLevel(item.updated_at, now) === 'high');
  if (stale.length) {
    insights.push({
      id: 'stale-deals',
      type: 'warning',
      priority: 'high',
      title: `${stale.length} deal${stale.length === 1 ? ' has' : 's have'} gone quiet`,
      description: `No update in over 14 days: ${stale.map((item) => item.name).join(', ')}.`,
      action: 'Follow up today',
      opportunityIds: stale.map((item) => item.id),
    });
  }
  const cooling = open.filter((item) => riskLevel(item.updated_at, now) === 'medium');
  if (cooling.length) {
    insights.push({
      id: 'cooling-deals',
      type: 'suggestion',
      priority: 'medium',
      title: `${cooling.length} deal${cooling.length === 1 ? ' needs' : 's need'} a check-in`,
      description: `Last updated 8 to 14 days ago: ${cooling.map((item) => item.name).join(', ')}.`,
      action: 'Schedule a check-in',
      opportunityIds: cooling.map((item) => item.id),
    });
  }
  for (const stage of stages) {
    if (stage.name === PIPELINE_STAGES.at(-1) || stage.opportunities.length === 0 || stage.conversionRate >= 30)
      continue;
    insights.push({
      id: `low-conversion-${stage.id}`,
      type: 'warning',
      priority: 'medium',
      title: `Low conversion at ${stage.name}`,
      description: `Only ${stage.conversionRate}% of deals that reached ${stage.name} moved on.`,
      action: 'Review what blocks this stage',
      opportunityIds: stage.opportunities.map((item) => item.id),
    });
  }
  const nearClose = open.filter(
    (item) => dollars(item) >= 25_000 && /contract|proposal/i.test(item.pipeline_stage_name),
  );
  if (nearClose.length) {
    const value = nearClose.reduce((sum, item) => sum + dollars(item), 0);
    insights.push({
      id: 'large-deals-near-contract',
      type: 'success',
      priority: 'high',
      title: `${money(value)} close to signing`,
      description: `Large deals at proposal or contract: ${nearClose.map((item) => item.name).join(', ')}.`,
      action: 'Prioritise these negotiations',
      opportunityIds: nearClose.map((item) => item.id),
    });
  }
  const unassigned = open.filter((item) => !item.assigned_to);
  if (unassigned.length) {
    insights.push({
      id: 'unassigned-deals',
      type: 'info',
      priority: 'medium',
      title: `${unassigned.length} deal${unassigned.length === 1 ? ' has' : 's have'} no owner`,
      description: `Assign someone to: ${unassigned.map((item) => item.name).join(', ')}.`,
      action: 'Assign a developer',
      opportunityIds: unassigned.map((item) => item.id),
    });
  }
  return insights;
}

export function buildPipelineReport(
  opportunities: readonly ReportOpportunity[],
  history: readonly StageChange[],
  now: Date = new Date(),
) {
  const byOpportunity = historyByOpportunity(history);
  const stages = buildStages(opportunities, byOpportunity, now);
  return {
    stages,
    stats: buildStats(opportunities, stages, byOpportunity),
    insights: buildInsights(opportunities, stages, now),
  };
}
