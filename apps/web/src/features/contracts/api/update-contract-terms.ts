import type { ContractTermsBody } from '@app/shared/contracts/contracts.schemas';
import { useContractWrite, writeContract } from './contract-write';
import { contractApiPath } from './contracts-keys';

/** PATCH /api/contracts/:id (the client, while proposed): new terms for the developer to answer. */
export function updateContractTerms(contractId: string, terms: ContractTermsBody) {
  return writeContract(contractApiPath(contractId), terms, 'PATCH');
}

export function useUpdateContractTerms() {
  return useContractWrite(({ contractId, terms }: { contractId: string; terms: ContractTermsBody }) =>
    updateContractTerms(contractId, terms),
  );
}
