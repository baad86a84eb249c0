import type { DisputeBody } from '@app/shared/contracts/contracts.schemas';
import { useContractWrite, writeContract } from './contract-write';
import { milestoneApiPath } from './contracts-keys';

/** POST /api/contracts/:id/milestones/:milestoneId/dispute { reason } (either party): the admin decides. */
export function openDispute(contractId: string, milestoneId: string, body: DisputeBody) {
  return writeContract(`${milestoneApiPath(contractId, milestoneId)}/dispute`, body);
}

export function useOpenDispute() {
  return useContractWrite(
    ({ contractId, milestoneId, body }: { contractId: string; milestoneId: string; body: DisputeBody }) =>
      openDispute(contractId, milestoneId, body),
  );
}
