import { ApplicationDetailResponseSchema } from '@app/shared/applications/applications.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contractsKeys } from './contracts-keys';

/** GET /api/applications/:id: the hired application a contract is proposed from (404 for anyone not a party). */
export async function getApplication(id: string, signal?: AbortSignal) {
  const response = await apiRequest(`/applications/${encodeURIComponent(id)}`, {
    schema: ApplicationDetailResponseSchema,
    signal,
  });
  return response.application;
}

export function useApplication(id: string, isEnabled = true) {
  return useQuery({
    queryKey: contractsKeys.application(id),
    queryFn: ({ signal }) => getApplication(id, signal),
    enabled: isEnabled,
  });
}
