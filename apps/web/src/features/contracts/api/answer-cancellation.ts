import { writeContract } from './contract-write';
import { milestoneApiPath } from './contracts-keys';

/**
 * POST /api/contracts/:id/milestones/:milestoneId/accept-cancellation or decline-cancellation (the
 * developer): agreeing cancels the delivered milestone and refunds its escrow; declining keeps it.
 */
export function answerCancellation(
  contractId: string,
  milestoneId: string,
  answer: 'accept-cancellation' | 'decline-cancellation',
) {
  return writeContract(`${milestoneApiPath(contractId, milestoneId)}/${answer}`);
}
