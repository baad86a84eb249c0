import { writeContract } from './contract-write';
import { contractApiPath } from './contracts-keys';

/**
 * POST /api/contracts/:id/accept { termsVersion } (the developer): the proposal becomes an active
 * contract, if its terms are still the version the developer read (else 409, issue 40 §2).
 */
export function acceptContract(contractId: string, termsVersion: number) {
  return writeContract(`${contractApiPath(contractId)}/accept`, { termsVersion });
}
