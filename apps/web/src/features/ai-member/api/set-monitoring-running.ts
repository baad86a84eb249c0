import { MonitoringStatusResponseSchema } from '@app/shared/ai-member/ai-member.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toast';
import { adminRequest } from '../../../lib/admin-request';
import { describeError } from '../../../lib/api-error';
import { refreshStatus } from './refresh-status';

/** POST /api/monitoring/start or /stop (admin). */
export async function setMonitoringRunning(token: string, isRunning: boolean) {
  const response = await adminRequest(isRunning ? '/monitoring/start' : '/monitoring/stop', {
    method: 'POST',
    schema: MonitoringStatusResponseSchema,
    token,
  });
  return response.monitoring;
}

export function useSetMonitoringRunning(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isRunning: boolean) => {
      if (!token) throw new Error('This action needs the admin token.');
      return setMonitoringRunning(token, isRunning);
    },
    onSuccess: (monitoring) => notify('success', monitoring.running ? 'Monitoring started.' : 'Monitoring stopped.'),
    onError: (error) => notify('error', 'Monitoring was not changed.', describeError(error)),
    onSettled: () => refreshStatus(queryClient),
  });
}
