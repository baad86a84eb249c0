import { type CreateReportBody, ReportResponseSchema } from '@app/shared/reports/reports.schemas';
import { useRef } from 'react';
import { newIdempotencyKey } from './api-client';
import { sendOrQueue } from './outbox';

/** What was reported: a question, an answer, a message... (features meet here: any of them may be reported). */
export type ReportedContent = Pick<CreateReportBody, 'contentType' | 'contentId'>;
/** Why: one of the reasons and an optional note (the report dialog's form). */
export type ReportReason = Pick<CreateReportBody, 'reason' | 'description'>;

/** POST /api/reports; kept in the outbox when the server cannot be reached. A 409 means already reported. */
export function createReport(body: CreateReportBody, idempotencyKey: string) {
  return sendOrQueue({
    method: 'POST',
    path: '/reports',
    body,
    label: 'Your report',
    schema: ReportResponseSchema,
    idempotencyKey,
  });
}

/**
 * Sends the report of one dialog about `content`. Every attempt carries the same idempotency key,
 * so a retry after a lost answer files one report, not two.
 */
export function useReportSender(content: ReportedContent) {
  const idempotencyKey = useRef(newIdempotencyKey());
  return (reason: ReportReason) => createReport({ ...content, ...reason }, idempotencyKey.current);
}
