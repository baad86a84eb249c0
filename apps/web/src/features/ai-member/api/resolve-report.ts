import { type REPORT_ACTIONS, ReportResponseSchema } from '@app/shared/reports/reports.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toast';
import { adminRequest } from '../../../lib/admin-request';
import { describeError } from '../../../lib/api-error';
import { aiMemberKeys } from './ai-member-keys';

export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** POST /api/reports/:id/resolve (admin) with `{ action }` (ResolveReportBodySchema). */
export async function resolveReport(token: string, id: string, action: ReportAction) {
  const response = await adminRequest(`/reports/${encodeURIComponent(id)}/resolve`, {
    method: 'POST',
    body: { action },
    schema: ReportResponseSchema,
    token,
  });
  return response.report;
}

export function useResolveReport(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ReportAction }) => {
      if (!token) throw new Error('This action needs the admin token.');
      return resolveReport(token, id, action);
    },
    onSuccess: (_report, { action }) => {
      notify('success', action === 'dismiss' ? 'Report dismissed.' : 'The reported content was removed.');
    },
    onError: (error) => notify('error', 'The report was not resolved.', describeError(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiMemberKeys.pendingReports() }),
  });
}
