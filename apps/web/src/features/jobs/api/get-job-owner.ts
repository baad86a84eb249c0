import { MemberResponseSchema } from '@app/shared/members/members.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobsKeys } from './jobs-keys';

/** GET /api/members/:id for a job's owner: the name "Posted by" shows (issue 41 §2). */
export async function getJobOwner(ownerId: string, signal?: AbortSignal) {
  const response = await apiRequest(`/members/${encodeURIComponent(ownerId)}`, {
    schema: MemberResponseSchema,
    signal,
  });
  return { id: response.member.id, name: response.member.name };
}

export function useJobOwner(ownerId: string) {
  return useQuery({
    queryKey: [...jobsKeys.all, 'owner', ownerId],
    queryFn: ({ signal }) => getJobOwner(ownerId, signal),
  });
}
