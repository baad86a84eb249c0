/** Sales pipeline vocabulary (part-1 §3, §4; FACTS.md). No zod here. */
export const OPPORTUNITY_STATUSES = ['open', 'qualified', 'proposal', 'won', 'lost', 'abandoned'] as const;
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];

export const OPPORTUNITY_STATUS_LABELS: Record<OpportunityStatus, string> = {
  open: 'Open',
  qualified: 'Qualified',
  proposal: 'Proposal',
  won: 'Closed Won',
  lost: 'Closed Lost',
  abandoned: 'Abandoned',
};

/** Status colours: open green, qualified blue, proposal amber, closed won dark green, closed lost red, other grey. */
export const OPPORTUNITY_STATUS_TONES: Record<
  OpportunityStatus,
  'green' | 'blue' | 'amber' | 'darkgreen' | 'red' | 'grey'
> = {
  open: 'green',
  qualified: 'blue',
  proposal: 'amber',
  won: 'darkgreen',
  lost: 'red',
  abandoned: 'grey',
};

/** The client-projects pipeline, in order; a published job enters at the first stage. */
export const PIPELINE_ID = 'client-projects';
export const PIPELINE_STAGES = [
  'New Lead',
  'Qualified Lead',
  'Discovery Call',
  'Proposal Sent',
  'Contract Negotiation',
  'Closed Won',
] as const;

export const OPPORTUNITY_MESSAGES = {
  loadFailed: 'Error fetching opportunities. Please try again later.',
  fetchFailedFallback: 'Failed to fetch opportunities',
  empty: 'No opportunities in the pipeline yet. New client projects appear here as soon as they enter the CRM.',
} as const;
