import type { Page, Route } from '@playwright/test';
import { buildPipelineReport } from '../packages/shared/src/opportunities/pipeline-report.ts';

const DAY_MS = 86_400_000;
let counter = 0;

/** A deal as GET /api/pipeline returns it. */
export function buildDeal(overrides: { name: string; stage: string; value?: number; assignee?: string | null }) {
  counter += 1;
  const now = Date.now();
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    opportunity_id: `OPP-TEST-${counter}`,
    name: overrides.name,
    status: 'open' as const,
    pipeline_stage_name: overrides.stage,
    pipeline_id: 'client-projects',
    contact_id: null,
    assigned_to: overrides.assignee ?? null,
    developer_name: overrides.assignee ?? null,
    monetary_value: overrides.value ?? 10_000,
    currency: 'USD',
    job_id: null,
    created_at: new Date(now - 10 * DAY_MS).toISOString(),
    updated_at: new Date(now - DAY_MS).toISOString(),
  };
}

/** A whole pipeline answer for these deals, computed with the same shared rules as the server. */
export function buildPipeline(deals: ReturnType<typeof buildDeal>[]) {
  const report = buildPipelineReport(deals, []);
  const byId = new Map(deals.map((deal) => [deal.id, deal]));
  const stages = report.stages.map((stage) => ({
    ...stage,
    opportunities: stage.opportunities.map((item) => byId.get(item.id)),
    privateDeals: { count: 0, totals: [] },
  }));
  return { success: true, ...report, stages, history: [] };
}

export const PIPELINE_API = /\/api\/pipeline(\?.*)?$/;

export function fulfillJson(route: Route, body: unknown) {
  return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
}

export const dealList = (page: Page) => page.getByRole('list', { name: 'Deals', exact: true });
export const dealCards = (page: Page) => dealList(page).getByRole('listitem');
export const stageCard = (page: Page, stage: string) =>
  page
    .getByRole('list', { name: 'Pipeline stages' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: stage }) });
