import { type Feedback, ListFeedbackResponseSchema } from '@app/shared/feedback/feedback.schemas';
import { apiRequest } from '../../../lib/api-client';

const PAGE_SIZE = 100;

export interface FeedbackExportParams {
  feature: string | null;
  /** The analytics answer's period, [start, end): the export holds exactly the rows it counted. */
  period: { start: string; end: string };
}

/**
 * Every piece of feedback of an analytics period, for the web's Export Feedback. The admin export
 * (GET /api/feedback/export) is not the visitor's to call, so this follows the public list page by
 * page (GET /api/feedback, at most 100 a page) until there is no next page.
 */
export async function getFeedbackForExport(params: FeedbackExportParams, signal?: AbortSignal): Promise<Feedback[]> {
  const rows: Feedback[] = [];
  let cursor: string | null = null;
  do {
    const search = new URLSearchParams({
      limit: String(PAGE_SIZE),
      since: params.period.start,
      before: params.period.end,
    });
    if (params.feature) search.set('feature', params.feature);
    if (cursor) search.set('cursor', cursor);
    const page = await apiRequest(`/feedback?${search}`, { schema: ListFeedbackResponseSchema, signal });
    rows.push(...page.feedback);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}
