import { PIPELINE_ID } from '@app/shared/opportunities/opportunities.constants';
import type {
  Opportunity,
  PipelineResponse,
  UpdateOpportunityBody,
} from '@app/shared/opportunities/opportunities.schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import {
  insertOpportunity,
  insertStageChange,
  setStageForSeed,
} from '../modules/opportunities/opportunities.repository.ts';
import { opportunityStageHistory } from '../modules/opportunities/opportunities.tables.ts';
import { type createVisitor, TEST_ADMIN_TOKEN } from './build-test-app.ts';

export const ADMIN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
export const DAY_MS = 86_400_000;
type Visitor = Awaited<ReturnType<typeof createVisitor>>;

let counter = 0;

export interface DealFixture {
  name: string;
  value: number;
  status?: Opportunity['status'];
  assignee?: string | null;
  /** Every stage the deal entered, in order, with how many days before `now` it entered it. */
  path: Array<[stage: string, daysAgo: number]>;
}

/**
 * Inserts a deal with a known stage history: created when it entered its first stage, last updated
 * when it entered its last one.
 */
export async function insertDeal(db: Database, deal: DealFixture, now: Date): Promise<string> {
  counter++;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const [first, ...moves] = deal.path;
  if (!first) throw new Error('A deal fixture needs at least one stage');
  const row = await insertOpportunity(db, {
    opportunityId: `OPP-FIXTURE-${counter}`,
    name: deal.name,
    status: deal.status ?? 'open',
    pipelineStageName: first[0],
    pipelineId: PIPELINE_ID,
    assignedTo: deal.assignee ?? null,
    developerName: deal.assignee ?? null,
    monetaryValue: deal.value,
    createdAt: at(first[1]),
    updatedAt: at(first[1]),
  });
  let from = first[0];
  for (const [toStage, daysAgo] of moves) {
    await insertStageChange(db, { opportunityId: row.id, fromStage: from, toStage, changedAt: at(daysAgo) });
    from = toStage;
  }
  const last = deal.path.at(-1) ?? first;
  await setStageForSeed(db, row.id, last[0], at(last[1]));
  return row.id;
}

/** Moves the time a deal entered a stage, as if the change had happened then. */
export async function backdateStageChange(db: Database, opportunityId: string, toStage: string, changedAt: Date) {
  const rows = await db
    .update(opportunityStageHistory)
    .set({ changedAt })
    .where(and(eq(opportunityStageHistory.opportunityId, opportunityId), eq(opportunityStageHistory.toStage, toStage)))
    .returning({ id: opportunityStageHistory.id });
  if (rows.length !== 1) throw new Error(`Expected one change to ${toStage}, found ${rows.length}`);
}

/** GET /api/pipeline, anonymously unless headers are given (a real job's deal shows only to its parties). */
export async function getPipelineReport(
  app: FastifyInstance,
  query = '',
  headers: Record<string, string> = {},
): Promise<PipelineResponse> {
  const response = await app.inject({ method: 'GET', url: `/api/pipeline?${query}`, headers });
  if (response.statusCode !== 200) throw new Error(`Reading the pipeline failed: ${response.body}`);
  return response.json() as PipelineResponse;
}

export function findStage(report: PipelineResponse, id: string) {
  const stage = report.stages.find((item) => item.id === id);
  if (!stage) throw new Error(`No stage ${id} in the report`);
  return stage;
}

/** PUT /api/opportunities/:id as the given caller. */
export async function updateDeal(
  app: FastifyInstance,
  headers: Record<string, string>,
  id: string,
  body: UpdateOpportunityBody,
) {
  const response = await app.inject({ method: 'PUT', url: `/api/opportunities/${id}`, headers, payload: body });
  return { statusCode: response.statusCode, body: response.json() as { opportunity: Opportunity; error?: string } };
}

/** Gives the visitor a developer profile under this name; returns the profile's id. */
export async function createDeveloperProfile(app: FastifyInstance, visitor: Visitor, name: string): Promise<string> {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/developers/me',
    headers: visitor.headers,
    payload: { name },
  });
  if (response.statusCode !== 200) throw new Error(`Saving a developer profile failed: ${response.body}`);
  return (response.json() as { developer: { id: string } }).developer.id;
}
