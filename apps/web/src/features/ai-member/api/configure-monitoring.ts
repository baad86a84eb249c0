import { MonitoringStatusResponseSchema } from '@app/shared/ai-member/ai-member.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { refreshStatus } from './refresh-status';

/** What the form sends; not validated here, so the server's own messages come back. */
export interface MonitoringConfigInput {
  proactiveEngagementInterval: number;
  maxEngagementsPerHour: number;
}

/** PUT /api/monitoring/config (admin): interval in minutes and the hourly cap. */
export async function configureMonitoring(token: string, config: MonitoringConfigInput) {
  const response = await adminRequest('/monitoring/config', {
    method: 'PUT',
    // NaN (an empty field) goes as null, which the server rejects with its message.
    body: config,
    schema: MonitoringStatusResponseSchema,
    token,
  });
  return response.monitoring;
}

export function useConfigureMonitoring(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: MonitoringConfigInput) => {
      if (!token) throw new Error('This action needs the admin token.');
      return configureMonitoring(token, config);
    },
    onSettled: () => refreshStatus(queryClient),
  });
}
