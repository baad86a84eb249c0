import { type JobApplicationInput, JobApplicationResponseSchema } from '@app/shared/developers/developers.schemas';
import { useMutation } from '@tanstack/react-query';
import { track } from '../../../lib/browser-tracker';
import { sendOrQueue } from '../../../lib/outbox';

/** POST /api/applications with an Idempotency-Key; kept in the outbox when the server cannot be reached. */
export function createApplication(body: JobApplicationInput, idempotencyKey: string) {
  return sendOrQueue({
    method: 'POST',
    path: '/applications',
    body,
    label: 'Your job application',
    schema: JobApplicationResponseSchema,
    idempotencyKey,
  });
}

export function useCreateApplication() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: JobApplicationInput; idempotencyKey: string }) =>
      createApplication(body, idempotencyKey),
    onSuccess: (result, { body }) =>
      track('job_application_saved', { status: result.status, hasJob: Boolean(body.jobId) }),
  });
}
