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
