import { MAX_PAGE_SIZE } from '@app/shared/api/pagination.schemas';
import { type AdminDispute, ListDisputesResponseSchema } from '@app/shared/contracts/contracts.schemas';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { contractsKeys } from './contracts-keys';

/** GET /api/admin/disputes?status=open (admin): the disputes waiting for a decision, oldest first. */
export async function listOpenDisputes(token: string, signal?: AbortSignal): Promise<AdminDispute[]> {
  const response = await adminRequest(`/admin/disputes?status=open&limit=${MAX_PAGE_SIZE}`, {
    schema: ListDisputesResponseSchema,
    token,
    signal,
  });
  return response.disputes;
}

export function useOpenDisputes(token: string) {
  return useQuery({
    // The token stays out of the key; the panel drops this cache whenever the token changes.
    queryKey: contractsKeys.adminDisputes(),
    queryFn: ({ signal }) => listOpenDisputes(token, signal),
    staleTime: 0,
  });
}
