import { type CreateJobInput, CreateJobResponseSchema } from '@app/shared/jobs/jobs.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { track } from '../../../lib/browser-tracker';
import { sendOrQueue } from '../../../lib/outbox';
import { JOBS_PATH, jobsKeys } from './jobs-keys';

/** POST /api/jobs; kept in the outbox (same Idempotency-Key) when the server cannot be reached. */
export function createJob(body: CreateJobInput, idempotencyKey: string) {
  return sendOrQueue({
    method: 'POST',
    path: JOBS_PATH,
    body,
    label: 'Your job post',
    schema: CreateJobResponseSchema,
    idempotencyKey,
  });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateJobInput; idempotencyKey: string }) =>
      createJob(body, idempotencyKey),
    onSuccess: (result, { body }) => {
      if (result.status === 'sent') void queryClient.invalidateQueries({ queryKey: jobsKeys.all });
      track('job_published', {
        status: result.status,
        category: body.category,
        developerRef: body.developerRef ?? null,
        source: body.source ?? null,
      });
    },
  });
}
