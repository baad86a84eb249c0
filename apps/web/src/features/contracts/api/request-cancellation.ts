import type { RequestCancellationBody } from '@app/shared/contracts/contracts.schemas';
import { useContractWrite, writeContract } from './contract-write';
import { milestoneApiPath } from './contracts-keys';

/**
 * POST /api/contracts/:id/milestones/:milestoneId/request-cancellation { reason } (the client): a
 * delivered milestone is cancelled, and its escrow refunded, only if the developer agrees (issue 40 §2).
 */
export function requestCancellation(contractId: string, milestoneId: string, body: RequestCancellationBody) {
  return writeContract(`${milestoneApiPath(contractId, milestoneId)}/request-cancellation`, body);
}

export function useRequestCancellation() {
  return useContractWrite(
    ({ contractId, milestoneId, body }: { contractId: string; milestoneId: string; body: RequestCancellationBody }) =>
      requestCancellation(contractId, milestoneId, body),
  );
}
