import { ApplicationDetailResponseSchema } from '@app/shared/applications/applications.schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicationsKeys } from './applications-keys';

/** GET /api/applications/:id: one application, for either party (404 for anyone else). */
export async function getApplication(id: string, signal?: AbortSignal) {
  const response = await apiRequest(`/applications/${encodeURIComponent(id)}`, {
    schema: ApplicationDetailResponseSchema,
    signal,
  });
  return response.application;
}

/** One application, read afresh; a 404 is an answer (not yours, or gone), never retried. */
export function applicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: applicationsKeys.detail(id),
    queryFn: ({ signal }) => getApplication(id, signal),
    retry: false,
  });
}
