import { writeContract } from './contract-write';
import { milestoneApiPath } from './contracts-keys';

/** POST /api/contracts/:id/milestones/:milestoneId/confirm-payment (the developer): the recorded payment arrived. */
export function confirmPayment(contractId: string, milestoneId: string) {
  return writeContract(`${milestoneApiPath(contractId, milestoneId)}/confirm-payment`);
}
