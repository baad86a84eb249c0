import { summarizePrivateDeals } from '@app/shared/opportunities/deal-privacy';
import { PIPELINE_ID, PIPELINE_STAGES } from '@app/shared/opportunities/opportunities.constants';
import type { Opportunity, PipelineQuery, PipelineResponse } from '@app/shared/opportunities/opportunities.schemas';
import { buildPipelineReport } from '@app/shared/opportunities/pipeline-report';
import { isWithinDateRange, isWithinValueRange, matchesStageFilter } from '@app/shared/opportunities/pipeline-rules';

const DAY_MS = 86_400_000;

/** FACTS.md's sample opportunities: what the dashboard shows (under a banner) when the API fails. */
const SAMPLES: [string, string, number, string, string, number, number][] = [
  ['5a3e1c52-0b8e-4f55-9d1e-7c2f3b1a0001', 'E-commerce AI Chatbot', 25_000, 'Discovery Call', 'Lamont Evans', 12, 3],
  ['5a3e1c52-0b8e-4f55-9d1e-7c2f3b1a0002', 'Mobile App Development', 45_000, 'Proposal Sent', 'Julian Faulkner', 20, 9],
  [
    '5a3e1c52-0b8e-4f55-9d1e-7c2f3b1a0003',
    'Data Analytics Dashboard',
    18_000,
    'Qualified Lead',
    'Dantee Fluellen',
    8,
    16,
  ],
];

function buildSample(now: Date) {
  const iso = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  const opportunities: Opportunity[] = SAMPLES.map(([id, name, value, stage, assignee, created, updated], index) => ({
    id,
    opportunity_id: `SAMPLE-${index + 1}`,
    name,
    status: 'open',
    pipeline_stage_name: stage,
    pipeline_id: PIPELINE_ID,
    contact_id: null,
    assigned_to: assignee,
    developer_name: assignee,
    monetary_value: value,
    currency: 'USD',
    job_id: null,
    created_at: iso(created),
    updated_at: iso(updated),
  }));
  // One stage at a time from New Lead, evenly spaced up to the last update.
  const history = opportunities.flatMap((item, index) => {
    const [, , , stage, , created = 0, updated = 0] = SAMPLES[index] ?? [];
    const path = PIPELINE_STAGES.slice(0, PIPELINE_STAGES.indexOf(stage as (typeof PIPELINE_STAGES)[number]) + 1);
    return path.map((toStage, step) => ({
      opportunityId: item.id,
      fromStage: step === 0 ? null : (path[step - 1] ?? null),
      toStage,
      changedAt: iso(created - ((created - updated) * step) / Math.max(1, path.length - 1)),
    }));
  });
  return { opportunities, history };
}

function matches(item: Opportunity, query: PipelineQuery, now: Date): boolean {
  if (query.stage && !matchesStageFilter(query.stage, item.pipeline_stage_name, item.status)) return false;
  if (query.assignee === 'unassigned' && item.assigned_to) return false;
  if (query.assignee === 'team' && !item.assigned_to) return false;
  if (query.assignee === 'me' && item.assigned_to !== query.me) return false;
  if (query.dateRange && !isWithinDateRange(item.created_at, query.dateRange, now)) return false;
  if (query.valueRange && !isWithinValueRange(item.monetary_value, query.valueRange)) return false;
  return true;
}

/** The sample report, computed with the same shared rules as the server, with the same filters. */
export function buildSamplePipeline(query: PipelineQuery, now: Date = new Date()): PipelineResponse {
  const sample = buildSample(now);
  const opportunities = sample.opportunities.filter((item) => matches(item, query, now));
  const ids = new Set(opportunities.map((item) => item.id));
  const history = sample.history.filter((change) => ids.has(change.opportunityId));
  const report = buildPipelineReport(opportunities, history, now);
  const byId = new Map(opportunities.map((item) => [item.id, item]));
  const stages = report.stages.map((stage) => ({
    ...stage,
    opportunities: stage.opportunities.flatMap((item) => byId.get(item.id) ?? []),
    privateDeals: summarizePrivateDeals([]),
  }));
  return { success: true, ...report, stages, history };
}
