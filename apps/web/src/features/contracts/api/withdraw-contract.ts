import { writeContract } from './contract-write';
import { contractApiPath } from './contracts-keys';

/** POST /api/contracts/:id/withdraw (the client, while proposed): the proposal is taken back. */
export function withdrawContract(contractId: string) {
  return writeContract(`${contractApiPath(contractId)}/withdraw`);
}
