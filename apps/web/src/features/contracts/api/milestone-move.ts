import type { MilestoneAction } from '@app/shared/contracts/contracts.constants';
import type { Contract } from '@app/shared/contracts/contracts.schemas';
import { answerCancellation } from './answer-cancellation';
import { approveMilestone } from './approve-milestone';
import { cancelMilestone } from './cancel-milestone';
import { confirmPayment } from './confirm-payment';
import { useContractWrite } from './contract-write';
import { fundMilestone } from './fund-milestone';

/** The milestone actions that send no body: each only needs the person's confirmation. */
export type MilestoneMove = Extract<
  MilestoneAction,
  'fund' | 'approve' | 'confirm-payment' | 'cancel' | 'accept-cancellation' | 'decline-cancellation'
>;

export const MILESTONE_MOVES: readonly MilestoneMove[] = [
  'fund',
  'approve',
  'confirm-payment',
  'cancel',
  'accept-cancellation',
  'decline-cancellation',
];

export function isMilestoneMove(action: MilestoneAction): action is MilestoneMove {
  return MILESTONE_MOVES.some((move) => move === action);
}

const MOVES: Record<MilestoneMove, (contractId: string, milestoneId: string) => Promise<Contract>> = {
  fund: fundMilestone,
  approve: approveMilestone,
  'confirm-payment': confirmPayment,
  cancel: cancelMilestone,
  'accept-cancellation': (contractId, milestoneId) =>
    answerCancellation(contractId, milestoneId, 'accept-cancellation'),
  'decline-cancellation': (contractId, milestoneId) =>
    answerCancellation(contractId, milestoneId, 'decline-cancellation'),
};

export interface MilestoneMoveVariables {
  contractId: string;
  milestoneId: string;
  move: MilestoneMove;
}

/** Fund, approve, confirm a payment, cancel a milestone or answer a request to cancel it; the updated contract replaces the shown one. */
export function useMilestoneMove() {
  return useContractWrite(
    ({ contractId, milestoneId, move }: MilestoneMoveVariables) => MOVES[move](contractId, milestoneId),
    { movesTokens: true },
  );
}
