import { randomBytes } from 'node:crypto';
import { canSeeDeal, type DealViewer } from '@app/shared/opportunities/deal-privacy';
import {
  type OpportunityStatus,
  PIPELINE_ID,
  PIPELINE_STAGES,
} from '@app/shared/opportunities/opportunities.constants';
import type { Opportunity } from '@app/shared/opportunities/opportunities.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import {
  findOpportunity,
  insertOpportunity,
  insertStageChange,
  listOpportunities as listOpportunityRows,
  lockOpportunity,
  type NewOpportunityRow,
  type OpportunityRow,
  updateOpportunityFields,
} from './opportunities.repository.ts';

export function toOpportunity(row: OpportunityRow): Opportunity {
  return {
    id: row.id,
    opportunity_id: row.opportunityId,
    name: row.name,
    status: row.status,
    pipeline_stage_name: row.pipelineStageName,
    pipeline_id: row.pipelineId,
    contact_id: row.contactId,
    assigned_to: row.assignedTo,
    developer_name: row.developerName,
    monetary_value: row.monetaryValue,
    currency: row.currency ?? 'USD',
    job_id: row.jobId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Who is reading deals: anonymous, a visitor, or the admin (issue 40 §7). */
export function dealViewer(visitor: User | null, isAdmin: boolean): DealViewer {
  return { userId: visitor?.id ?? null, isAdmin };
}

/** The job owner is the deal's contact (publishJob sets it to the owner's account; no request can change it). */
export const partiesOf = (row: OpportunityRow) => ({
  jobId: row.jobId,
  clientId: row.contactId,
  assignedUserId: row.assignedUserId,
});

export async function listOpportunities(
  db: Database,
  viewer: DealViewer,
  query: { status: OpportunityStatus | 'all'; limit: number; cursor?: string },
) {
  const rows = await listOpportunityRows(db, {
    viewer,
    status: query.status,
    cursor: decodeCursor(query.cursor),
    limit: query.limit,
  });
  const page = toPage(rows, query.limit);
  return {
    opportunities: page.items.map(toOpportunity),
    nextCursor: page.nextCursor,
    ...(page.items.length === 0 ? { message: 'No opportunities match.' } : {}),
  };
}

/** A deal the viewer may not see answers as an unknown id: its existence does not leak (DESIGN.md §7). */
export async function getOpportunity(db: Database, id: string, viewer: DealViewer): Promise<Opportunity> {
  const row = await findOpportunity(db, id);
  if (!row || !canSeeDeal(partiesOf(row), viewer)) throw notFound('No opportunity with this id.');
  return toOpportunity(row);
}

function newOpportunityCode(): string {
  return `OPP-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** A new lead at the pipeline's first stage; called inside the job-publishing transaction. */
export async function createOpportunity(
  db: Database,
  input: Omit<NewOpportunityRow, 'opportunityId' | 'pipelineId' | 'pipelineStageName'> & { pipelineStageName?: string },
): Promise<Opportunity> {
  const row = await insertOpportunity(db, {
    ...input,
    opportunityId: newOpportunityCode(),
    pipelineId: PIPELINE_ID,
    pipelineStageName: input.pipelineStageName ?? PIPELINE_STAGES[0],
  });
  return toOpportunity(row);
}

const NEGOTIATION_STAGE: (typeof PIPELINE_STAGES)[number] = 'Contract Negotiation';

/**
 * A job's owner hired a developer (issue 20 §4): the job's deal moves to Contract Negotiation,
 * assigned to them by account too, so they may move it on. Call it inside the hiring transaction.
 */
export async function moveDealToNegotiation(
  db: Database,
  id: string,
  assignee: { name: string; userId: string },
): Promise<void> {
  const current = await lockOpportunity(db, id);
  if (!current) return;
  await updateOpportunityFields(db, id, {
    pipelineStageName: NEGOTIATION_STAGE,
    assignedTo: assignee.name,
    developerName: assignee.name,
    assignedUserId: assignee.userId,
  });
  if (current.pipelineStageName !== NEGOTIATION_STAGE) {
    await insertStageChange(db, {
      opportunityId: id,
      fromStage: current.pipelineStageName,
      toStage: NEGOTIATION_STAGE,
    });
  }
}

/**
 * A job closed without a hire: its deal is Closed Lost (issue 20 §4); reopening the job reopens
 * a deal it had lost. The stage stays where the deal got to, so the dashboard still shows how far.
 */
export async function setJobDealOutcome(db: Database, id: string, outcome: 'lost' | 'reopened'): Promise<void> {
  const current = await lockOpportunity(db, id);
  if (!current) return;
  if (outcome === 'lost' && current.status !== 'lost' && current.status !== 'won') {
    await updateOpportunityFields(db, id, { status: 'lost' });
  }
  if (outcome === 'reopened' && current.status === 'lost') await updateOpportunityFields(db, id, { status: 'open' });
}

const WON_STAGE: (typeof PIPELINE_STAGES)[number] = 'Closed Won';

/**
 * A contract was accepted (issue 32 §5): the job's deal is Closed Won, worth the contract's total
 * in its currency, with a stage-history row. Call it inside the accepting transaction.
 */
export async function moveDealToWon(db: Database, id: string, value: { amount: number; currency: string }) {
  const current = await lockOpportunity(db, id);
  if (!current) return;
  await updateOpportunityFields(db, id, {
    pipelineStageName: WON_STAGE,
    status: 'won',
    monetaryValue: value.amount,
    currency: value.currency,
  });
  if (current.pipelineStageName !== WON_STAGE) {
    await insertStageChange(db, { opportunityId: id, fromStage: current.pipelineStageName, toStage: WON_STAGE });
  }
}
