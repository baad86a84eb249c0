import type { RequestChangesBody } from '@app/shared/contracts/contracts.schemas';
import { useContractWrite, writeContract } from './contract-write';
import { milestoneApiPath } from './contracts-keys';

/** POST /api/contracts/:id/milestones/:milestoneId/request-changes { note } (the client): back to the developer, with what to change. */
export function requestChanges(contractId: string, milestoneId: string, body: RequestChangesBody) {
  return writeContract(`${milestoneApiPath(contractId, milestoneId)}/request-changes`, body);
}

export function useRequestChanges() {
  return useContractWrite(
    ({ contractId, milestoneId, body }: { contractId: string; milestoneId: string; body: RequestChangesBody }) =>
      requestChanges(contractId, milestoneId, body),
  );
}
