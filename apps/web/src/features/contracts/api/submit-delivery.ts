import type { SubmitDeliveryBody } from '@app/shared/contracts/contracts.schemas';
import { useContractWrite, writeContract } from './contract-write';
import { milestoneApiPath } from './contracts-keys';

/** POST /api/contracts/:id/milestones/:milestoneId/submit { note, links } (the developer): a delivery for the client to review. */
export function submitDelivery(contractId: string, milestoneId: string, body: SubmitDeliveryBody) {
  return writeContract(`${milestoneApiPath(contractId, milestoneId)}/submit`, body);
}

export function useSubmitDelivery() {
  return useContractWrite(
    ({ contractId, milestoneId, body }: { contractId: string; milestoneId: string; body: SubmitDeliveryBody }) =>
      submitDelivery(contractId, milestoneId, body),
  );
}
