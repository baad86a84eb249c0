import { writeContract } from './contract-write';
import { milestoneApiPath } from './contracts-keys';

/** POST /api/contracts/:id/milestones/:milestoneId/approve (the client): accepts the delivery; tokens are released to the developer. */
export function approveMilestone(contractId: string, milestoneId: string) {
  return writeContract(`${milestoneApiPath(contractId, milestoneId)}/approve`);
}
