import { InvitationResponseSchema } from '@app/shared/applications/applications.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/jobs/:id/invitations { developerId }: invite a developer to apply to one of my open jobs. */
export async function createInvitation(jobId: string, developerId: string) {
  const response = await apiRequest(`/jobs/${encodeURIComponent(jobId)}/invitations`, {
    method: 'POST',
    body: { developerId },
    schema: InvitationResponseSchema,
  });
  return response.invitation;
}

export function useCreateInvitation() {
  return useMutation({
    mutationFn: ({ jobId, developerId }: { jobId: string; developerId: string }) =>
      createInvitation(jobId, developerId),
  });
}
