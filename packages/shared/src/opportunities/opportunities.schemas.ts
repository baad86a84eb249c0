import { z } from 'zod';
import { OPPORTUNITY_STATUSES } from './opportunities.constants.ts';

/** A CRM opportunity; field names are the CRM's, as the spec's client reads them (part-1 §3). */
export const OpportunitySchema = z.object({
  id: z.uuid(),
  opportunity_id: z.string(),
  name: z.string(),
  status: z.enum(OPPORTUNITY_STATUSES),
  pipeline_stage_name: z.string(),
  pipeline_id: z.string(),
  contact_id: z.string().nullable(),
  assigned_to: z.string().nullable(),
  developer_name: z.string().nullable(),
  monetary_value: z.number().nullable(),
  /** The value's currency: an ISO code, or TOKENS (shown as tokens, never as dollars). */
  currency: z.string(),
  job_id: z.uuid().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Opportunity = z.infer<typeof OpportunitySchema>;

export const ListOpportunitiesQuerySchema = z.object({
  status: z.enum([...OPPORTUNITY_STATUSES, 'all']).default('open'),
  limit: z.coerce.number().int().min(1).max(100).default(100),
  cursor: z.string().min(1).max(500).optional(),
});

export const OpportunityIdParamsSchema = z.object({ id: z.uuid({ message: 'must be an opportunity id' }) });

export const ListOpportunitiesResponseSchema = z.object({
  success: z.literal(true),
  opportunities: z.array(OpportunitySchema),
  nextCursor: z.string().nullable(),
  message: z.string().optional(),
});
export type ListOpportunitiesResponse = z.infer<typeof ListOpportunitiesResponseSchema>;
export const OpportunityResponseSchema = z.object({ success: z.literal(true), opportunity: OpportunitySchema });

export const PipelineQuerySchema = z.object({
  stage: z.enum(['discovery', 'qualified', 'proposal', 'contract', 'closed-won', 'closed-lost']).optional(),
  assignee: z.enum(['me', 'unassigned', 'team']).optional(),
  /** Who "me" is: the developer the visitor works as (the task manager's selector). */
  me: z.string().trim().min(1).max(100).optional(),
  dateRange: z.enum(['today', 'week', 'month', 'quarter', 'year']).optional(),
  valueRange: z.enum(['0-5000', '5000-15000', '15000-50000', '50000+']).optional(),
});
export type PipelineQuery = z.infer<typeof PipelineQuerySchema>;

const PipelineStageSchema = z.object({
  id: z.string(),
  name: z.string(),
  opportunities: z.array(OpportunitySchema),
  totalValue: z.number(),
  averageTimeInStage: z.number(),
  conversionRate: z.number(),
  /**
   * The deals of this stage the viewer may not see (other clients' real jobs, issue 40 §7): only
   * how many, and per currency a sum that is null unless enough clients make it up (decision 020).
   * Empty on a filtered view: a filter must not narrow what no one may see.
   */
  privateDeals: z.object({
    count: z.number().int(),
    totals: z.array(z.object({ currency: z.string(), amount: z.number().nullable() })),
  }),
});

export const PipelineResponseSchema = z.object({
  success: z.literal(true),
  stages: z.array(PipelineStageSchema),
  stats: z.object({
    totalOpportunities: z.number().int(),
    totalValue: z.number(),
    averageDealSize: z.number(),
    conversionRate: z.number(),
    averageSalesCycle: z.number(),
    healthScore: z.number(),
  }),
  insights: z.array(
    z.object({
      id: z.string(),
      type: z.enum(['warning', 'suggestion', 'success', 'info']),
      title: z.string(),
      description: z.string(),
      action: z.string().optional(),
      priority: z.enum(['high', 'medium', 'low']),
      opportunityIds: z.array(z.uuid()),
    }),
  ),
  history: z.array(
    z.object({
      opportunityId: z.uuid(),
      fromStage: z.string().nullable(),
      toStage: z.string(),
      changedAt: z.iso.datetime(),
    }),
  ),
});
export type PipelineResponse = z.infer<typeof PipelineResponseSchema>;

/**
 * Assign by `assigneeDeveloperId` (a developer profile: its name is shown, and its owner may then
 * move the deal) or by a bare `assignee` name (shown only: a name identifies no account, so such a
 * deal stays the admin's to move). `null` in either unassigns.
 */
export const UpdateOpportunityBodySchema = z
  .object({
    stage: z.string().trim().min(1).max(100).optional(),
    status: z.enum(OPPORTUNITY_STATUSES).optional(),
    assignee: z.string().trim().max(100).nullable().optional(),
    assigneeDeveloperId: z.uuid({ message: 'must be a developer id' }).nullable().optional(),
    value: z.number().int().min(0).max(1_000_000_000).nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Send at least one field to change')
  .refine((body) => body.assignee === undefined || body.assigneeDeveloperId === undefined, {
    message: 'Send either assignee or assigneeDeveloperId, not both',
    path: ['assigneeDeveloperId'],
  });
export type UpdateOpportunityBody = z.infer<typeof UpdateOpportunityBodySchema>;
