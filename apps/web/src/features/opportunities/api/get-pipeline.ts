import {
  type PipelineQuery,
  type PipelineResponse,
  PipelineResponseSchema,
} from '@app/shared/opportunities/opportunities.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { opportunitiesKeys } from './get-opportunities';

/** GET /api/pipeline: stages, stats, insights and stage history, filtered on the server (part-2 §4, §5). */
export function getPipeline(query: PipelineQuery, signal?: AbortSignal): Promise<PipelineResponse> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.size ? `?${params}` : '';
  return apiRequest(`/pipeline${search}`, { schema: PipelineResponseSchema, signal });
}

export const pipelineKeys = {
  all: [...opportunitiesKeys.all, 'pipeline'] as const,
  report: (query: PipelineQuery) => [...opportunitiesKeys.all, 'pipeline', query] as const,
};

export function pipelineQueryOptions(query: PipelineQuery) {
  return queryOptions({
    queryKey: pipelineKeys.report(query),
    queryFn: ({ signal }) => getPipeline(query, signal),
    // A new filter keeps the last report on screen until the narrowed one arrives.
    placeholderData: keepPreviousData,
    // The page's own error state offers Try Again and the sample data at once.
    retry: false,
  });
}

export function usePipeline(query: PipelineQuery) {
  return useQuery(pipelineQueryOptions(query));
}
