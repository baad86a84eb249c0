import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contractDisputes, contractMilestones, contracts } from '../contracts/contracts.tables.ts';
import { paymentInstructions } from '../contracts/payment-instructions.tables.ts';

/** Every transfer a client was asked for, with its milestone and contract, newest first (one query). */
export async function listInstructionsOfClient(db: Database, clientId: string) {
  const resolved = db
    .select({
      milestoneId: contractDisputes.milestoneId,
      outcome: contractDisputes.outcome,
      developerAmount: contractDisputes.developerAmount,
    })
    .from(contractDisputes)
    .where(eq(contractDisputes.status, 'resolved'))
    .as('resolved');
  return db
    .select({
      instruction: paymentInstructions,
      contractTitle: contracts.title,
      milestoneTitle: contractMilestones.title,
      milestoneStatus: contractMilestones.status,
      milestoneAmount: contractMilestones.amount,
      outcome: resolved.outcome,
      developerAmount: resolved.developerAmount,
    })
    .from(paymentInstructions)
    .innerJoin(contracts, eq(contracts.id, paymentInstructions.contractId))
    .innerJoin(contractMilestones, eq(contractMilestones.id, paymentInstructions.milestoneId))
    .leftJoin(
      resolved,
      and(eq(resolved.milestoneId, paymentInstructions.milestoneId), sql`${contractMilestones.status} = 'resolved'`),
    )
    .where(eq(contracts.clientId, clientId))
    .orderBy(desc(paymentInstructions.createdAt), desc(paymentInstructions.milestoneId))
    .limit(1000);
}
