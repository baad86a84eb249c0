import { writeContract } from './contract-write';
import { contractApiPath } from './contracts-keys';

/** POST /api/contracts/:id/cancel (either party, while active): milestones not delivered are cancelled, escrow refunded. */
export function cancelContract(contractId: string) {
  return writeContract(`${contractApiPath(contractId)}/cancel`);
}
