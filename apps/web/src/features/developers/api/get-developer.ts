import { type DeveloperProfile, DeveloperResponseSchema } from '@app/shared/developers/developers.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { developersKeys } from './developers-keys';

/** GET /api/developers/:id: one developer's full profile. */
export async function getDeveloper(id: string, signal?: AbortSignal): Promise<DeveloperProfile> {
  const response = await apiRequest(`/developers/${encodeURIComponent(id)}`, {
    schema: DeveloperResponseSchema,
    signal,
  });
  return response.developer;
}

/** The profile shown in the dialog: the list's copy at once, refreshed from the server when it can be. */
export function useDeveloper(developer: DeveloperProfile, isEnabled: boolean) {
  return useQuery({
    queryKey: developersKeys.detail(developer.id),
    queryFn: ({ signal }) => getDeveloper(developer.id, signal),
    initialData: developer,
    initialDataUpdatedAt: 0,
    enabled: isEnabled,
    retry: false,
  });
}
