import {
  CONTRACT_STATUS_LABELS,
  CONTRACT_STATUSES,
  type ContractStatus,
  TOKEN_CURRENCY,
} from '@app/shared/contracts/contracts.constants';
import type { Contract, ContractSummary, Milestone } from '@app/shared/contracts/contracts.schemas';
import { formatLongDate } from '@app/shared/format/format';
import type { PaymentRail } from '@app/shared/payments/payment-rails';
import type { ContractRoleFilter, ContractStatusFilter } from './api/contracts-keys';

export const ROLE_FILTERS: readonly { value: ContractRoleFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'client', label: 'As client' },
  { value: 'developer', label: 'As developer' },
];

export const STATUS_FILTERS: readonly { value: ContractStatusFilter; label: string }[] = [
  { value: 'all', label: 'Any status' },
  ...CONTRACT_STATUSES.map((status) => ({ value: status, label: CONTRACT_STATUS_LABELS[status] })),
];

export function isRoleFilter(value: string | null): value is ContractRoleFilter {
  return ROLE_FILTERS.some((filter) => filter.value === value);
}

export function isStatusFilter(value: string | null): value is ContractStatus {
  return CONTRACT_STATUSES.some((status) => status === value);
}

type Parties = Pick<ContractSummary, 'viewerRole' | 'client' | 'developer'>;

/** "You are the client", "You are the developer", or the admin's view. */
export function viewerRoleLabel({ viewerRole }: Pick<ContractSummary, 'viewerRole'>): string {
  if (viewerRole === 'admin') return 'You are viewing as the admin';
  return viewerRole === 'client' ? 'You are the client' : 'You are the developer';
}

/** My side and who I deal with: "You are the client, working with Ada Lovelace." */
export function partiesLabel(contract: Parties): string {
  const { viewerRole, client, developer } = contract;
  if (viewerRole === 'admin') return `Between ${client.name} (client) and ${developer.name} (developer).`;
  return `${viewerRoleLabel(contract)}, working with ${viewerRole === 'client' ? developer.name : client.name}.`;
}

export const isTokens = (currency: string) => currency === TOKEN_CURRENCY;

/** A calendar day (YYYY-MM-DD) in words, read as the local day it names: "March 3, 2026". */
export function formatDay(day: string): string {
  const date = new Date(`${day}T12:00:00`);
  return Number.isNaN(date.getTime()) ? day : formatLongDate(date);
}

/** Today as YYYY-MM-DD in the visitor's time zone (a payment's default date). */
export function todayDay(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * What a milestone waits for, said to the viewer, when the next move is not theirs (or, for a
 * settled milestone, how it ended). The buttons say what the viewer can do.
 */
export function milestoneWaitingNote(
  contract: { status: ContractStatus; paymentRail: PaymentRail; viewerRole: Contract['viewerRole'] },
  milestone: Pick<Milestone, 'status'>,
): string | null {
  if (contract.status === 'proposed') {
    return contract.viewerRole === 'developer'
      ? 'Work starts once you accept the contract.'
      : 'Work starts once the developer accepts the contract.';
  }
  const isClient = contract.viewerRole === 'client';
  const active = contract.status === 'active';
  switch (milestone.status) {
    case 'pending':
      return active && !isClient ? 'Waiting for the client to fund this milestone before work starts.' : null;
    case 'awaiting_transfer':
      if (!active) return null;
      return isClient
        ? 'Awaiting your transfer. Work starts once the platform receives it; it can take a few working days.'
        : 'The client was asked to transfer the payment to the platform. Work starts once it arrives.';
    case 'funded':
      return active && isClient ? 'The developer is working on it. You review it once it is delivered.' : null;
    case 'submitted':
      return active && !isClient ? 'Delivered. Waiting for the client to approve it or ask for changes.' : null;
    case 'changes_requested':
      return active && isClient ? 'Sent back for changes. Waiting for the developer to deliver again.' : null;
    case 'approved':
      if (contract.paymentRail === 'tokens') return 'Approved: the tokens were released to the developer.';
      if (contract.paymentRail === 'bank_transfer') {
        return isClient
          ? 'Approved: the platform pays the developer from escrow.'
          : 'Approved: the escrow was released to you, less the platform’s fee; it goes to your bank account with a payout.';
      }
      return active && !isClient ? 'Approved. Waiting for the client to record the payment.' : null;
    case 'payment_recorded':
      return active && isClient ? 'Payment recorded. Waiting for the developer to confirm receipt.' : null;
    case 'paid':
      return 'Paid, and receipt confirmed by the developer.';
    case 'disputed':
      return 'Waiting for the admin to resolve the dispute.';
    case 'resolved':
      return 'The admin resolved the dispute.';
    case 'cancelled':
      return 'Cancelled.';
  }
}
