import type { MilestoneMoney } from '@app/shared/contracts/contracts.schemas';
import type { OwedLine } from '../ledger/owed-history.ts';
import type { ContractRow, DisputeRow, MilestoneRow } from './contracts.repository.ts';

const HELD: readonly string[] = ['funded', 'submitted', 'changes_requested', 'disputed'];

/**
 * Where a milestone held in escrow by the platform has its money (issue 42), from the ledger's lines
 * of what the platform owed the viewer (the developer's for the admin): in escrow, owed to them or
 * paid out on a day, and for the client, released to the developer or refunded. Null on other rails.
 */
export function milestoneMoneyOf(
  row: ContractRow,
  milestone: MilestoneRow,
  viewerRole: 'client' | 'developer' | 'admin',
  owed: ReadonlyMap<string, OwedLine>,
  dispute: DisputeRow | undefined,
): MilestoneMoney | null {
  if (row.paymentRail !== 'bank_transfer') return null;
  if (milestone.status === 'awaiting_transfer') return { state: 'awaiting_transfer', at: null };
  if (HELD.includes(milestone.status)) return { state: 'in_escrow', at: null };
  const asDeveloper = viewerRole !== 'client';
  const keys = asDeveloper
    ? [`contract:release:${milestone.id}`, dispute ? `contract:dispute:${dispute.id}:developer` : '']
    : [`contract:refund:${milestone.id}`, dispute ? `contract:dispute:${dispute.id}:client` : ''];
  const line = keys.map((key) => owed.get(key)).find((found) => found !== undefined);
  if (!line) {
    // The client's money went to the developer: on approval, or by a dispute that refunded them nothing.
    const released = milestone.status === 'approved' || milestone.status === 'resolved';
    return !asDeveloper && released && milestone.fundedAt ? { state: 'released', at: null } : null;
  }
  const at = line.paidOutAt?.toISOString() ?? null;
  if (asDeveloper) return { state: at ? 'paid_out' : 'owed', at };
  return { state: at ? 'refunded' : 'refund_owed', at };
}

/**
 * How much of a milestone went to the developer, in whole units: all of it on approval or a dispute's
 * release, the developer's share of a split, nothing on a refund or before either (the receipt and
 * Billing read the same rule).
 */
export function releasedUnitsOf(
  milestone: { status: string; amount: number },
  dispute: { outcome: string | null; developerAmount: number | null } | null | undefined,
): number {
  if (milestone.status === 'approved') return milestone.amount;
  if (milestone.status !== 'resolved' || !dispute) return 0;
  if (dispute.outcome === 'release') return milestone.amount;
  return dispute.outcome === 'split' ? (dispute.developerAmount ?? 0) : 0;
}
