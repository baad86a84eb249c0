import type { ContractAction } from '@app/shared/contracts/contracts.constants';
import type { Contract } from '@app/shared/contracts/contracts.schemas';
import { offerPasskeyNudge } from '../../../lib/passkey-nudge';
import { acceptContract } from './accept-contract';
import { cancelContract } from './cancel-contract';
import { useContractWrite } from './contract-write';
import { withdrawContract } from './withdraw-contract';

/** The contract-level actions that send no body (decline has a message, edit the terms). */
export type ContractMove = Extract<ContractAction, 'accept' | 'withdraw' | 'cancel'>;

export interface ContractMoveVariables {
  contractId: string;
  move: ContractMove;
  /** For accept: the terms' version the developer read. */
  termsVersion: number;
}

const MOVES: Record<ContractMove, (variables: ContractMoveVariables) => Promise<Contract>> = {
  accept: async ({ contractId, termsVersion }) => {
    const contract = await acceptContract(contractId, termsVersion);
    offerPasskeyNudge();
    return contract;
  },
  withdraw: ({ contractId }) => withdrawContract(contractId),
  cancel: ({ contractId }) => cancelContract(contractId),
};

/** Accept or withdraw a proposal, or cancel an active contract (which may refund escrow). */
export function useContractMove() {
  return useContractWrite((variables: ContractMoveVariables) => MOVES[variables.move](variables), {
    movesTokens: true,
  });
}
