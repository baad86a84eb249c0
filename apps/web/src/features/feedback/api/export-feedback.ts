import { TIMEFRAMES, type Timeframe } from '@app/shared/feedback/feedback.constants';
import { type Feedback, ListFeedbackResponseSchema } from '@app/shared/feedback/feedback.schemas';
import { apiRequest } from '../../../lib/api-client';

const DAY_MS = 86_400_000;
const EXPORT_LIMIT = 100;

/**
 * The most recent feedback (up to 100) inside the timeframe, for the web's Export Feedback.
 * GET /api/feedback/export is admin-only, so visitors export what the public list shows.
 */
export async function getFeedbackForExport(
  params: { timeframe: Timeframe; feature: string | null },
  now: Date = new Date(),
): Promise<Feedback[]> {
  const search = new URLSearchParams({ limit: String(EXPORT_LIMIT) });
  if (params.feature) search.set('feature', params.feature);
  const response = await apiRequest(`/feedback?${search}`, { schema: ListFeedbackResponseSchema });
  const since = now.getTime() - TIMEFRAMES[params.timeframe] * DAY_MS;
  return response.feedback.filter((row) => Date.parse(row.timestamp) > since);
}
