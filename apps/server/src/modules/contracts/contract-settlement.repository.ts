import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contractMilestones, contracts } from './contracts.tables.ts';

export interface HoldingContractRow {
  id: string;
  title: string;
  clientId: string | null;
}

const partyOf = (userId: string) => or(eq(contracts.clientId, userId), eq(contracts.developerId, userId));

/**
 * Locks the member's live contracts (in id order, so two deletions never wait on each other in a
 * circle) until the caller's transaction ends. Every move of a milestone takes its contract's lock
 * first, so a funding racing a deletion either commits before the milestones are read, or waits.
 */
export async function lockLiveContractsOf(db: Database, userId: string): Promise<void> {
  await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(partyOf(userId), inArray(contracts.status, ['proposed', 'active'])))
    .orderBy(asc(contracts.id))
    .for('update');
}

/** The member's contracts with a milestone in one of the holding states of its rail (one query). */
export async function findContractsHoldingMoney(
  db: Database,
  userId: string,
  holding: { platform: readonly string[]; direct: readonly string[] },
): Promise<HoldingContractRow[]> {
  const holds = (statuses: readonly string[]) =>
    sql`${contractMilestones.status} in (${sql.join(
      statuses.map((status) => sql`${status}`),
      sql`, `,
    )})`;
  return db
    .selectDistinct({ id: contracts.id, title: contracts.title, clientId: contracts.clientId })
    .from(contracts)
    .innerJoin(contractMilestones, eq(contractMilestones.contractId, contracts.id))
    .where(
      and(
        partyOf(userId),
        or(
          and(ne(contracts.paymentRail, 'direct'), holds(holding.platform)),
          and(eq(contracts.paymentRail, 'direct'), holds(holding.direct)),
        ),
      ),
    )
    .orderBy(asc(contracts.id));
}
