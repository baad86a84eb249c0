import type { ContractDecisionBody } from '@app/shared/contracts/contracts.schemas';
import { useContractWrite, writeContract } from './contract-write';
import { contractApiPath } from './contracts-keys';

/** POST /api/contracts/:id/decline { message? } (the developer): the proposal is turned down, with a word why. */
export function declineContract(contractId: string, body: ContractDecisionBody) {
  return writeContract(`${contractApiPath(contractId)}/decline`, body.message ? body : {});
}

export function useDeclineContract() {
  return useContractWrite(({ contractId, body }: { contractId: string; body: ContractDecisionBody }) =>
    declineContract(contractId, body),
  );
}
