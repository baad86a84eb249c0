/**
 * Who sees a deal, and what the others see of it (issue 40 §7, docs/decisions/020). Pure; no zod here.
 * A deal opened by a real job is shown in full only to its parties; the seeded demo deals (no job)
 * to everyone, so the spec's dashboard keeps working on them.
 */

export interface DealParties {
  jobId: string | null;
  /** The job owner's account (the deal's contact, set by publishing the job). */
  clientId: string | null;
  assignedUserId: string | null;
}

export interface DealViewer {
  userId: string | null;
  isAdmin: boolean;
}

export function canSeeDeal(deal: DealParties, viewer: DealViewer): boolean {
  if (deal.jobId === null || viewer.isAdmin) return true;
  return viewer.userId !== null && (deal.clientId === viewer.userId || deal.assignedUserId === viewer.userId);
}

/**
 * A sum of other people's deals is shown only when at least this many clients' deals make it up,
 * so it is never one deal's value, nor one client's (decision 020).
 */
export const PRIVATE_TOTAL_MIN_CLIENTS = 3;

export interface PrivateDeal {
  clientId: string;
  value: number | null;
  currency: string;
}

export interface PrivateDealsSummary {
  count: number;
  /** One per currency (tokens are never added to dollars); `amount` null when withheld. */
  totals: { currency: string; amount: number | null }[];
}

/** Two significant figures: a sum guarded by the client threshold still says no more than its size. */
function roundToTwoFigures(amount: number): number {
  if (amount === 0) return 0;
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.abs(amount))) - 1);
  return Math.round(amount / unit) * unit;
}

/** What a viewer sees of the deals in one stage that they may not see: a count and guarded sums. */
export function summarizePrivateDeals(deals: readonly PrivateDeal[]): PrivateDealsSummary {
  const byCurrency = new Map<string, { sum: number; clients: Set<string> }>();
  for (const deal of deals) {
    if (deal.value === null) continue;
    const entry = byCurrency.get(deal.currency) ?? { sum: 0, clients: new Set<string>() };
    entry.sum += deal.value;
    entry.clients.add(deal.clientId);
    byCurrency.set(deal.currency, entry);
  }
  const totals = [...byCurrency].map(([currency, { sum, clients }]) => ({
    currency,
    amount: clients.size >= PRIVATE_TOTAL_MIN_CLIENTS ? roundToTwoFigures(sum) : null,
  }));
  return { count: deals.length, totals };
}
