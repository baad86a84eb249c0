import { formatContractAmount } from '@app/shared/contracts/contract-rules';
import type { Contract, Milestone } from '@app/shared/contracts/contracts.schemas';
import type { ContractMove } from './api/contract-move';
import type { MilestoneMove } from './api/milestone-move';
import { formatDay, isTokens } from './contract-labels';

/** What a confirmation dialog says before a move that may move money (issue 32 §6). */
export interface Confirmation {
  title: string;
  description: string;
  confirmLabel: string;
  isDanger: boolean;
  /** The toast once it is done. */
  done: string;
}

type ContractTerms = Pick<Contract, 'currency' | 'milestones'>;

type MoneyTerms = Pick<Contract, 'currency'> & Partial<Pick<Contract, 'paymentRail' | 'feePercent'>>;

/**
 * Escrow by the platform (issue 42): funding asks for a bank transfer; approval releases what the
 * platform holds, less its fee; a cancellation owes it back to the client. Null for the moves that
 * read the same on every rail.
 */
function escrowConfirmation(
  move: MilestoneMove,
  contract: MoneyTerms,
  milestone: Pick<Milestone, 'title' | 'amount' | 'status'>,
): Confirmation | null {
  const amount = formatContractAmount(milestone.amount, contract.currency);
  const name = `“${milestone.title}”`;
  const fee = `${contract.feePercent ?? 0}%`;
  const held = milestone.status !== 'pending' && milestone.status !== 'awaiting_transfer';
  switch (move) {
    case 'fund':
      return {
        title: `Fund ${name}?`,
        description: `You get the platform's bank details and a reference for a transfer of ${amount}. The platform holds it in escrow until you approve the delivery; then it pays the developer, less its ${fee} fee.`,
        confirmLabel: 'Get the transfer details',
        isDanger: false,
        done: `Transfer details ready: pay ${amount} with the reference shown.`,
      };
    case 'approve':
      return {
        title: `Approve ${name}?`,
        description: `The ${amount} the platform holds in escrow is released: the developer is paid it, less the platform's ${fee} fee. This cannot be undone.`,
        confirmLabel: `Approve and release ${amount}`,
        isDanger: false,
        done: `Approved: ${amount} released to the developer.`,
      };
    case 'cancel':
      return {
        title: `Cancel ${name}?`,
        description: held
          ? `The ${amount} the platform holds in escrow is owed back to you and sent to your bank account with the next payout.`
          : 'The milestone is dropped from the contract. If you already sent the transfer, the platform sends it back.',
        confirmLabel: 'Cancel milestone',
        isDanger: true,
        done: held ? `Milestone cancelled: ${amount} owed back to you.` : 'Milestone cancelled.',
      };
    case 'accept-cancellation':
      return {
        title: `Agree to cancel ${name}?`,
        description: `The ${amount} held in escrow goes back to the client, and you are not paid for this milestone. This cannot be undone.`,
        confirmLabel: 'Agree to cancel',
        isDanger: true,
        done: `Milestone cancelled by agreement: ${amount} owed back to the client.`,
      };
    default:
      return null;
  }
}

/** Fund, approve, confirm a payment or cancel one milestone: the amount, and where it goes. */
export function milestoneConfirmation(
  move: MilestoneMove,
  contract: MoneyTerms,
  milestone: Pick<Milestone, 'title' | 'amount' | 'status' | 'payment'>,
): Confirmation {
  const escrow = contract.paymentRail === 'bank_transfer' ? escrowConfirmation(move, contract, milestone) : null;
  if (escrow) return escrow;
  const amount = formatContractAmount(milestone.amount, contract.currency);
  const tokens = isTokens(contract.currency);
  const name = `“${milestone.title}”`;
  switch (move) {
    case 'fund':
      return {
        title: `Fund ${name}?`,
        description: tokens
          ? `${amount} move from your available balance into this contract's escrow. They stay there until you approve the delivery, which releases them to the developer.`
          : `You state that the payment of ${amount} is secured. The platform does not hold or move this money: you pay the developer directly once you approve the delivery.`,
        confirmLabel: `Fund ${amount}`,
        isDanger: false,
        done: tokens ? `${amount} moved into escrow.` : `Milestone funded: ${amount} stated as secured.`,
      };
    case 'approve':
      return {
        title: `Approve ${name}?`,
        description: tokens
          ? `${amount} move from escrow to the developer's balance. This cannot be undone.`
          : `You accept the delivery. Then pay the developer ${amount} and record the payment here.`,
        confirmLabel: tokens ? `Approve and release ${amount}` : 'Approve the delivery',
        isDanger: false,
        done: tokens
          ? `Approved: ${amount} released to the developer.`
          : 'Delivery approved. Record the payment once you have paid.',
      };
    case 'confirm-payment': {
      const how = milestone.payment
        ? ` by ${milestone.payment.method.toLowerCase()} on ${formatDay(milestone.payment.date)}`
        : '';
      return {
        title: `Confirm you received ${amount}?`,
        description: `The client recorded a payment of ${amount}${how}. Confirm only once the money has arrived: the milestone is then paid.`,
        confirmLabel: 'Confirm receipt',
        isDanger: false,
        done: `Receipt of ${amount} confirmed.`,
      };
    }
    case 'cancel':
      return {
        title: `Cancel ${name}?`,
        description:
          tokens && milestone.status === 'funded'
            ? `${amount} return from escrow to your available balance, and the milestone is dropped from the contract.`
            : 'The milestone is dropped from the contract. Nothing was paid through the platform for it.',
        confirmLabel: 'Cancel milestone',
        isDanger: true,
        done:
          tokens && milestone.status === 'funded' ? `Milestone cancelled: ${amount} refunded.` : 'Milestone cancelled.',
      };
    case 'accept-cancellation':
      return {
        title: `Agree to cancel ${name}?`,
        description: tokens
          ? `${amount} return from escrow to the client, and you are not paid for this milestone. This cannot be undone.`
          : 'The milestone is dropped from the contract and the client owes nothing for it. This cannot be undone.',
        confirmLabel: 'Agree to cancel',
        isDanger: true,
        done: tokens
          ? `Milestone cancelled by agreement: ${amount} refunded to the client.`
          : 'Milestone cancelled by agreement.',
      };
    case 'decline-cancellation':
      return {
        title: `Keep ${name}?`,
        description:
          'The milestone stays as it is and nothing is refunded. The client is told; either of you can still open a dispute.',
        confirmLabel: 'Keep the milestone',
        isDanger: false,
        done: 'Cancellation declined. The client was told.',
      };
  }
}

/** The tokens held in escrow: funded milestones not yet delivered, refunded if the contract is cancelled. */
export function escrowedAmount(contract: ContractTerms): number {
  return contract.milestones.filter((item) => item.status === 'funded').reduce((sum, item) => sum + item.amount, 0);
}

/** Accept, withdraw or cancel the contract. */
export function contractConfirmation(move: ContractMove, contract: ContractTerms): Confirmation {
  switch (move) {
    case 'accept':
      return {
        title: 'Accept this contract?',
        description:
          'You agree to the scope and the milestones as they are written. The client can then fund the first milestone.',
        confirmLabel: 'Accept contract',
        isDanger: false,
        done: 'Contract accepted. It is now active.',
      };
    case 'withdraw':
      return {
        title: 'Withdraw this proposal?',
        description: 'The developer can no longer accept it. You can propose a new contract afterwards.',
        confirmLabel: 'Withdraw proposal',
        isDanger: true,
        done: 'Proposal withdrawn.',
      };
    case 'cancel': {
      const held = escrowedAmount(contract);
      const refund =
        isTokens(contract.currency) && held > 0
          ? ` ${formatContractAmount(held, contract.currency)} held in escrow return to the client.`
          : '';
      return {
        title: 'Cancel this contract?',
        description: `Milestones that are not delivered yet are cancelled and no further work is expected.${refund} This cannot be undone.`,
        confirmLabel: 'Cancel contract',
        isDanger: true,
        done: 'Contract cancelled.',
      };
    }
  }
}
