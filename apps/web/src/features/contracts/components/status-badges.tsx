import {
  CONTRACT_STATUS_LABELS,
  type ContractStatus,
  MILESTONE_STATUS_LABELS,
  type MilestoneStatus,
} from '@app/shared/contracts/contracts.constants';
import type { Contract } from '@app/shared/contracts/contracts.schemas';
import { BellRing } from 'lucide-react';
import { cn } from '../../../components/ui/cn';

const BADGE = 'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold';

const CONTRACT_TONES: Record<ContractStatus, string> = {
  proposed: 'bg-blue-100 text-blue-800',
  active: 'bg-emerald-100 text-emerald-800',
  completed: 'bg-brand-50 text-brand-700',
  declined: 'bg-red-50 text-red-800',
  withdrawn: 'bg-slate-100 text-slate-700',
  cancelled: 'bg-slate-100 text-slate-700',
};

const MILESTONE_TONES: Record<MilestoneStatus, string> = {
  pending: 'bg-slate-100 text-slate-700',
  awaiting_transfer: 'bg-amber-100 text-amber-900',
  funded: 'bg-blue-100 text-blue-800',
  submitted: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-800',
  payment_recorded: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-800',
  disputed: 'bg-red-50 text-red-800',
  resolved: 'bg-brand-50 text-brand-700',
  cancelled: 'bg-slate-100 text-slate-700',
  changes_requested: 'bg-amber-100 text-amber-900',
};

/** Where a contract stands, in words and colour; the words alone carry the meaning. */
export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  return (
    <span data-status={status} className={cn(BADGE, CONTRACT_TONES[status])}>
      {CONTRACT_STATUS_LABELS[status]}
    </span>
  );
}

/** The client is the one awaited for a transfer: their badge says so (issue 42). */
export function MilestoneStatusBadge({
  status,
  viewerRole,
}: {
  status: MilestoneStatus;
  viewerRole?: Contract['viewerRole'];
}) {
  const label =
    status === 'awaiting_transfer' && viewerRole === 'client'
      ? 'Awaiting your transfer'
      : MILESTONE_STATUS_LABELS[status];
  return (
    <span data-status={status} className={cn(BADGE, MILESTONE_TONES[status])}>
      {label}
    </span>
  );
}

/** Something on this contract waits for the viewer. */
export function NeedsActionBadge() {
  return (
    <span className={cn(BADGE, 'bg-amber-100 text-amber-900')}>
      <BellRing className="size-3.5" aria-hidden />
      Needs your action
    </span>
  );
}
