import { OutboxSummaryResponseSchema } from '@app/shared/delivery/delivery.schemas';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { deliveryKeys } from './delivery-keys';

/** GET /api/admin/outbox (admin): how many mails and pushes are queued, sent and failed, and the latest. */
export function getOutbox(token: string, signal?: AbortSignal) {
  return adminRequest('/admin/outbox', { schema: OutboxSummaryResponseSchema, token, signal });
}

export function useOutbox(token: string) {
  return useQuery({
    queryKey: deliveryKeys.outbox(),
    queryFn: ({ signal }) => getOutbox(token, signal),
    refetchInterval: 15_000,
  });
}
