import { writeContract } from './contract-write';
import { milestoneApiPath } from './contracts-keys';

/** POST /api/contracts/:id/milestones/:milestoneId/fund (the client): tokens move into escrow; for a currency, the client states the payment is secured. */
export function fundMilestone(contractId: string, milestoneId: string) {
  return writeContract(`${milestoneApiPath(contractId, milestoneId)}/fund`);
}
