import { MemberResponseSchema, type UpdateMemberProfileBody } from '@app/shared/members/members.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { membersKeys } from './members-keys';

/** PUT /api/members/me: the company, location, time zone and about text of my page. */
export async function updateMyMemberProfile(body: UpdateMemberProfileBody) {
  const response = await apiRequest('/members/me', { method: 'PUT', body, schema: MemberResponseSchema });
  return response.member;
}

export function useUpdateMyMemberProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyMemberProfile,
    onSuccess: (member) => queryClient.setQueryData(membersKeys.detail(member.id), member),
  });
}
