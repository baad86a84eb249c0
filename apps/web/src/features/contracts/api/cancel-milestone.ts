import { writeContract } from './contract-write';
import { milestoneApiPath } from './contracts-keys';

/** POST /api/contracts/:id/milestones/:milestoneId/cancel (the client, before delivery): a funded milestone's tokens return to the client. */
export function cancelMilestone(contractId: string, milestoneId: string) {
  return writeContract(`${milestoneApiPath(contractId, milestoneId)}/cancel`);
}
