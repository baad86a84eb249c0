import { z } from 'zod';

/** `message`: a message of an application's conversation (issue 20 §7), reportable by its parties only. */
export const REPORT_CONTENT_TYPES = ['question', 'answer', 'prototype', 'message'] as const;
export type ReportContentType = (typeof REPORT_CONTENT_TYPES)[number];

export const REPORT_REASONS = ['spam', 'offensive', 'off-topic', 'duplicate', 'other'] as const;
export const REPORT_REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
  spam: 'Spam or advertising',
  offensive: 'Offensive or abusive',
  'off-topic': 'Off-topic',
  duplicate: 'Duplicate',
  other: 'Something else',
};
export const REPORT_DESCRIPTION_MAX = 1000;
export const REPORT_ACTIONS = ['dismiss', 'remove-content'] as const;

export const CreateReportBodySchema = z.object({
  contentType: z.enum(REPORT_CONTENT_TYPES, { message: 'must be question, answer, prototype or message' }),
  contentId: z.uuid({ message: 'must be a content id' }),
  reason: z.enum(REPORT_REASONS, { message: 'Choose a reason' }),
  description: z
    .string()
    .trim()
    .max(REPORT_DESCRIPTION_MAX, `Description must be at most ${REPORT_DESCRIPTION_MAX} characters`)
    .optional()
    .default(''),
});
export type CreateReportBody = z.infer<typeof CreateReportBodySchema>;

export const ReportSchema = z.object({
  id: z.uuid(),
  contentType: z.enum(REPORT_CONTENT_TYPES),
  contentId: z.uuid(),
  reporterId: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  description: z.string(),
  status: z.enum(['open', 'dismissed', 'content-removed']),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Report = z.infer<typeof ReportSchema>;

export const ResolveReportBodySchema = z.object({
  action: z.enum(REPORT_ACTIONS, { message: "must be 'dismiss' or 'remove-content'" }),
});
export const ReportIdParamsSchema = z.object({ id: z.uuid({ message: 'must be a report id' }) });
export const ReportResponseSchema = z.object({ success: z.literal(true), report: ReportSchema });
export const ListReportsResponseSchema = z.object({
  success: z.literal(true),
  reports: z.array(ReportSchema),
  nextCursor: z.string().nullable(),
});
