import type { ApplicationTargetStatus } from '@app/shared/applications/applications.constants';
import { ApplicationDetailResponseSchema } from '@app/shared/applications/applications.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applyApplicationChange } from './application-cache';
import { applicationsKeys } from './applications-keys';

export interface StatusChange {
  applicationId: string;
  status: ApplicationTargetStatus;
  /** An optional word to the applicant with a decision. */
  message?: string;
}

/** POST /api/applications/:id/status: the owner decides (shortlist, hire, decline), the applicant withdraws. */
export async function updateApplicationStatus({ applicationId, status, message }: StatusChange) {
  const response = await apiRequest(`/applications/${encodeURIComponent(applicationId)}/status`, {
    method: 'POST',
    body: message ? { status, message } : { status },
    schema: ApplicationDetailResponseSchema,
  });
  return response.application;
}

export function useUpdateApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationStatus,
    onSuccess: (application) => applyApplicationChange(queryClient, application),
    // A refusal (409: someone else was hired meanwhile) means what is on screen is out of date.
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKeys.all }),
        queryClient.invalidateQueries({ queryKey: applicationsKeys.myJobsAll }),
      ]),
  });
}
