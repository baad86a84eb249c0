import type { ContractAction } from '@app/shared/contracts/contracts.constants';
import type { Contract } from '@app/shared/contracts/contracts.schemas';
import { acceptContract } from './accept-contract';
import { cancelContract } from './cancel-contract';
import { useContractWrite } from './contract-write';
import { withdrawContract } from './withdraw-contract';

/** The contract-level actions that send no body (decline has a message, edit the terms). */
export type ContractMove = Extract<ContractAction, 'accept' | 'withdraw' | 'cancel'>;

const MOVES: Record<ContractMove, (contractId: string) => Promise<Contract>> = {
  accept: acceptContract,
  withdraw: withdrawContract,
  cancel: cancelContract,
};

/** Accept or withdraw a proposal, or cancel an active contract (which may refund escrow). */
export function useContractMove() {
  return useContractWrite(
    ({ contractId, move }: { contractId: string; move: ContractMove }) => MOVES[move](contractId),
    { movesTokens: true },
  );
}
