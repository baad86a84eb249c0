import { writeContract } from './contract-write';
import { contractApiPath } from './contracts-keys';

/** POST /api/contracts/:id/accept (the developer): the proposal becomes an active contract. */
export function acceptContract(contractId: string) {
  return writeContract(`${contractApiPath(contractId)}/accept`);
}
