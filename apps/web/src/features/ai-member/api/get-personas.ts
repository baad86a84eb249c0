import { PersonasResponseSchema } from '@app/shared/ai-member/ai-member.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { aiMemberKeys } from './ai-member-keys';

export type Persona = z.infer<typeof PersonasResponseSchema>['personas'][number];

/** GET /api/ai-community-member/personas: the four AI personas. */
export async function getPersonas(signal?: AbortSignal): Promise<Persona[]> {
  const response = await apiRequest('/ai-community-member/personas', {
    schema: PersonasResponseSchema,
    auth: 'optional',
    signal,
  });
  return response.personas;
}

export function personasQueryOptions() {
  return queryOptions({
    queryKey: aiMemberKeys.personas(),
    queryFn: ({ signal }) => getPersonas(signal),
    staleTime: Infinity,
    retryDelay: 300,
  });
}

export function usePersonas() {
  return useQuery(personasQueryOptions());
}
