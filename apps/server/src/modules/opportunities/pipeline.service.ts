import {
  canSeeDeal,
  type DealViewer,
  type PrivateDeal,
  summarizePrivateDeals,
} from '@app/shared/opportunities/deal-privacy';
import type {
  Opportunity,
  PipelineQuery,
  UpdateOpportunityBody,
} from '@app/shared/opportunities/opportunities.schemas';
import { buildPipelineReport } from '@app/shared/opportunities/pipeline-report';
import { isWithinDateRange, isWithinValueRange, matchesStageFilter } from '@app/shared/opportunities/pipeline-rules';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { getDeveloper } from '../developers/developers.service.ts';
import {
  insertStageChange,
  listAllOpportunities,
  listStageHistory,
  lockOpportunity,
  type NewOpportunityRow,
  type OpportunityRow,
  updateOpportunityFields,
} from './opportunities.repository.ts';
import { partiesOf, toOpportunity } from './opportunities.service.ts';

function matchesFilters(item: Opportunity, query: PipelineQuery, now: Date): boolean {
  if (query.stage && !matchesStageFilter(query.stage, item.pipeline_stage_name, item.status)) return false;
  if (query.assignee === 'unassigned' && item.assigned_to) return false;
  if (query.assignee === 'team' && !item.assigned_to) return false;
  if (query.assignee === 'me' && (!query.me || item.assigned_to?.toLowerCase() !== query.me.toLowerCase()))
    return false;
  if (query.dateRange && !isWithinDateRange(item.created_at, query.dateRange, now)) return false;
  if (query.valueRange && !isWithinValueRange(item.monetary_value, query.valueRange)) return false;
  return true;
}

const isFiltered = (query: PipelineQuery) =>
  Boolean(query.stage || query.assignee || query.dateRange || query.valueRange);

/**
 * The deals the viewer may not see, per stage, as only a count and guarded sums (decision 020).
 * None on a filtered view: a date or value filter could narrow a count to one known deal.
 */
function privateDealsByStage(rows: OpportunityRow[], query: PipelineQuery) {
  const byStage = new Map<string, PrivateDeal[]>();
  if (isFiltered(query)) return byStage;
  for (const row of rows) {
    const list = byStage.get(row.pipelineStageName) ?? [];
    list.push({ clientId: row.contactId ?? row.id, value: row.monetaryValue, currency: row.currency ?? 'USD' });
    byStage.set(row.pipelineStageName, list);
  }
  return byStage;
}

/**
 * The dashboard: two queries (opportunities, stage history), then the shared report rules over the
 * deals the viewer sees in full; other clients' real deals add only their per-stage totals.
 */
export async function getPipeline(db: Database, viewer: DealViewer, query: PipelineQuery, now: Date = new Date()) {
  const [rows, history] = await Promise.all([listAllOpportunities(db), listStageHistory(db)]);
  const seen = rows.filter((row) => canSeeDeal(partiesOf(row), viewer));
  const unseen = privateDealsByStage(
    rows.filter((row) => !canSeeDeal(partiesOf(row), viewer)),
    query,
  );
  const opportunities = seen.map(toOpportunity).filter((item) => matchesFilters(item, query, now));
  const ids = new Set(opportunities.map((item) => item.id));
  const changes = history
    .filter((change) => ids.has(change.opportunityId))
    .map((change) => ({
      opportunityId: change.opportunityId,
      fromStage: change.fromStage,
      toStage: change.toStage,
      changedAt: change.changedAt.toISOString(),
    }));
  const report = buildPipelineReport(opportunities, changes, now);
  return {
    ...report,
    stages: report.stages.map((stage) => ({
      ...stage,
      opportunities: stage.opportunities as Opportunity[],
      privateDeals: summarizePrivateDeals(unseen.get(stage.name) ?? []),
    })),
    history: changes,
  };
}

type Assignment = Pick<NewOpportunityRow, 'assignedTo' | 'developerName' | 'assignedUserId'>;

/**
 * Who a deal goes to. A developer profile gives the name shown and the account trusted to move the
 * deal (none for the ownerless demo developers); a bare name is only shown, since names are not
 * unique and anyone can make a profile with any name.
 */
async function resolveAssignment(db: Database, body: UpdateOpportunityBody): Promise<Partial<Assignment>> {
  if (body.assigneeDeveloperId) {
    const developer = await getDeveloper(db, body.assigneeDeveloperId);
    return { assignedTo: developer.name, developerName: developer.name, assignedUserId: developer.userId };
  }
  const name = body.assigneeDeveloperId === null ? null : body.assignee;
  if (name === undefined) return {};
  return { assignedTo: name || null, developerName: name || null, assignedUserId: null };
}

/**
 * The admin, or the visitor whose account the deal is assigned to (by user id, never by name),
 * moves a deal: updated_at becomes now and a stage change is recorded with its time.
 */
export async function updateOpportunity(
  db: Database,
  actor: Actor,
  id: string,
  body: UpdateOpportunityBody,
): Promise<Opportunity> {
  return db.transaction(async (tx) => {
    const current = await lockOpportunity(tx, id);
    // A deal the actor may not even see is unknown to them, not forbidden (DESIGN.md §7).
    const viewer = { userId: actor.visitor?.id ?? null, isAdmin: actor.isAdmin };
    if (!current || !canSeeDeal(partiesOf(current), viewer)) throw notFound('No opportunity with this id.');
    const isAssignee = actor.visitor !== null && current.assignedUserId === actor.visitor.id;
    if (!actor.isAdmin && !isAssignee)
      throw forbidden('Only the admin or the assigned developer can change this deal.');
    const row = await updateOpportunityFields(tx, id, {
      pipelineStageName: body.stage,
      status: body.status,
      ...(await resolveAssignment(tx, body)),
      monetaryValue: body.value,
    });
    if (!row) throw notFound('No opportunity with this id.');
    if (body.stage && body.stage !== current.pipelineStageName) {
      await insertStageChange(tx, { opportunityId: id, fromStage: current.pipelineStageName, toStage: body.stage });
    }
    return toOpportunity(row);
  });
}
