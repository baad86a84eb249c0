import { JobResponseSchema } from '@app/shared/jobs/jobs.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicationsKeys } from './applications-keys';

/** What the owner can set: open it again, or close it to new applications. */
export type JobStatusChange = 'published' | 'closed';

/** PUT /api/jobs/:id { status }: close a job or reopen it. */
export async function updateJobStatus(jobId: string, status: JobStatusChange) {
  const response = await apiRequest(`/jobs/${encodeURIComponent(jobId)}`, {
    method: 'PUT',
    body: { status },
    schema: JobResponseSchema,
  });
  return response.job;
}

export function useUpdateJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, status }: { jobId: string; status: JobStatusChange }) => updateJobStatus(jobId, status),
    onSuccess: (job) => {
      queryClient.setQueryData(applicationsKeys.myJob(job.id), job);
      // The public listings show published jobs only; closing or reopening changes them too.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKeys.myJobsAll }),
        queryClient.invalidateQueries({ queryKey: ['jobs'] }),
      ]);
    },
  });
}
