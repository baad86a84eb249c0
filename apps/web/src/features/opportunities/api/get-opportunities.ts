import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import { OPPORTUNITY_MESSAGES } from '@app/shared/opportunities/opportunities.constants';
import {
  type ListOpportunitiesResponse,
  ListOpportunitiesResponseSchema,
} from '@app/shared/opportunities/opportunities.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** The server said it could not list the pipeline (`success: false` in a 200). */
export class OpportunitiesUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpportunitiesUnavailableError';
  }
}

const OpportunitiesAnswerSchema = z.union([
  ListOpportunitiesResponseSchema,
  ApiErrorSchema.partial({ error: true, message: true }),
]);

/**
 * GET /api/opportunities?status=all: the pipeline's opportunities, every stage (the list shows each
 * status by its colour). An answer with `success: false` is a failure with the server's message
 * (part-1 §8), never an empty list.
 */
export async function getOpportunities(signal?: AbortSignal): Promise<ListOpportunitiesResponse> {
  const answer = await apiRequest('/opportunities?status=all', { schema: OpportunitiesAnswerSchema, signal });
  if (!answer.success) {
    throw new OpportunitiesUnavailableError(answer.message || OPPORTUNITY_MESSAGES.fetchFailedFallback);
  }
  return answer;
}

export const opportunitiesKeys = {
  all: ['opportunities'] as const,
  list: () => ['opportunities', 'list', 'all'] as const,
};

export function opportunitiesQueryOptions() {
  return queryOptions({
    queryKey: opportunitiesKeys.list(),
    queryFn: ({ signal }) => getOpportunities(signal),
    // Publishing a job adds an opportunity: refresh whenever the list is shown again.
    staleTime: 0,
  });
}

export function useOpportunities() {
  return useQuery(opportunitiesQueryOptions());
}
