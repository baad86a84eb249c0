import type { Contract, MilestoneMoney } from '@app/shared/contracts/contracts.schemas';
import { Banknote } from 'lucide-react';

const shortDay = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });

/** Where the money of a milestone held in escrow by the platform is, said to the viewer (issue 42). */
export function milestoneMoneyText(money: MilestoneMoney, viewerRole: Contract['viewerRole']): string {
  const isClient = viewerRole === 'client';
  switch (money.state) {
    case 'awaiting_transfer':
      return isClient ? 'Awaiting your transfer' : 'Awaiting the client’s transfer';
    case 'in_escrow':
      return 'In escrow with the platform';
    case 'owed':
      return viewerRole === 'admin' ? 'Owed to the developer' : 'Owed to you';
    case 'paid_out':
      return `Paid out on ${shortDay(money.at ?? '')}`;
    case 'released':
      return 'Released to the developer';
    case 'refund_owed':
      return 'Owed back to you';
    case 'refunded':
      return `Refunded on ${shortDay(money.at ?? '')}`;
  }
}

export function MilestoneMoneyNote({
  money,
  viewerRole,
}: {
  money: MilestoneMoney;
  viewerRole: Contract['viewerRole'];
}) {
  return (
    <p data-money={money.state} className="flex items-center gap-2 text-sm font-medium text-slate-800">
      <Banknote className="size-4 shrink-0 text-emerald-700" aria-hidden />
      {milestoneMoneyText(money, viewerRole)}
    </p>
  );
}
