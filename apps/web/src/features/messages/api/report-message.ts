import { type CreateReportBody, ReportResponseSchema } from '@app/shared/reports/reports.schemas';
import { useMutation } from '@tanstack/react-query';
import { sendOrQueue } from '../../../lib/outbox';

/** POST /api/reports about a message; kept in the outbox when the server cannot be reached. A 409 means already reported. */
export function reportMessage(body: CreateReportBody, idempotencyKey: string) {
  return sendOrQueue({
    method: 'POST',
    path: '/reports',
    body,
    label: 'Your report',
    schema: ReportResponseSchema,
    idempotencyKey,
  });
}

export function useReportMessage() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateReportBody; idempotencyKey: string }) =>
      reportMessage(body, idempotencyKey),
  });
}
