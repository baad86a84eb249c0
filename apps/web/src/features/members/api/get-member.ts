import { type Member, MemberResponseSchema } from '@app/shared/members/members.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { membersKeys } from './members-keys';

/** GET /api/members/:id: a member's public page. */
export async function getMember(id: string, signal?: AbortSignal): Promise<Member> {
  const response = await apiRequest(`/members/${encodeURIComponent(id)}`, { schema: MemberResponseSchema, signal });
  return response.member;
}

export function memberQueryOptions(id: string) {
  return queryOptions({
    queryKey: membersKeys.detail(id),
    // A 404 is an answer (no such member): the client's retry rule never repeats a 4xx.
    queryFn: ({ signal }) => getMember(id, signal),
  });
}

export function useMember(id: string) {
  return useQuery(memberQueryOptions(id));
}
