import type { ContractStatus } from '@app/shared/contracts/contracts.constants';
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { contractDisputes, contractMilestones, contracts, milestoneDeliveries } from './contracts.tables.ts';

export type ContractRow = typeof contracts.$inferSelect;
export type NewContractRow = typeof contracts.$inferInsert;
export type MilestoneRow = typeof contractMilestones.$inferSelect;
export type NewMilestoneRow = typeof contractMilestones.$inferInsert;
export type DeliveryRow = typeof milestoneDeliveries.$inferSelect;
export type DisputeRow = typeof contractDisputes.$inferSelect;

export async function insertContract(db: Database, values: NewContractRow): Promise<ContractRow | null> {
  // The partial unique index refuses a second live contract for one application: null, not an error.
  const [row] = await db.insert(contracts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Many contracts in one statement (the demo history). */
export async function insertContracts(db: Database, rows: NewContractRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(contracts).values(rows);
}

export async function insertMilestones(db: Database, rows: NewMilestoneRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(contractMilestones).values(rows);
}

/** Replaces a proposal's milestones (an edit before acceptance: nothing was funded yet). */
export async function replaceMilestones(db: Database, contractId: string, rows: NewMilestoneRow[]): Promise<void> {
  await db.delete(contractMilestones).where(eq(contractMilestones.contractId, contractId));
  await insertMilestones(db, rows);
}

/**
 * The contract, locked until the caller's transaction ends: every change of a contract or its
 * milestones takes this lock first, so two approvals or fundings racing on one milestone run one
 * after the other and the second sees the first's state (issue 32: money moves once).
 */
export async function lockContract(db: Database, id: string): Promise<ContractRow | null> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id)).for('update');
  return row ?? null;
}

export async function findContract(db: Database, id: string): Promise<ContractRow | null> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id));
  return row ?? null;
}

/** Changes a contract; answers it as it is now (the caller holds its lock, so it exists). */
export async function updateContractFields(
  db: Database,
  id: string,
  changes: Partial<NewContractRow>,
): Promise<ContractRow> {
  const [row] = await db
    .update(contracts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(contracts.id, id))
    .returning();
  if (!row) throw new Error(`Contract ${id} vanished under its lock`);
  return row;
}

/** Changes a milestone; answers it as it is now. */
export async function updateMilestoneFields(
  db: Database,
  id: string,
  changes: Partial<NewMilestoneRow>,
): Promise<MilestoneRow> {
  const [row] = await db
    .update(contractMilestones)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(contractMilestones.id, id))
    .returning();
  if (!row) throw new Error(`Milestone ${id} vanished under its contract's lock`);
  return row;
}

/** Several milestones moved at once (a contract cancelled): one statement. */
export async function updateMilestonesFields(db: Database, ids: string[], changes: Partial<NewMilestoneRow>) {
  if (ids.length === 0) return;
  await db
    .update(contractMilestones)
    .set({ ...changes, updatedAt: new Date() })
    .where(inArray(contractMilestones.id, ids));
}

export async function listMilestonesOf(db: Database, contractIds: string[]): Promise<MilestoneRow[]> {
  if (contractIds.length === 0) return [];
  return db
    .select()
    .from(contractMilestones)
    .where(inArray(contractMilestones.contractId, contractIds))
    .orderBy(asc(contractMilestones.contractId), asc(contractMilestones.position));
}

export async function insertDelivery(db: Database, values: typeof milestoneDeliveries.$inferInsert) {
  await db.insert(milestoneDeliveries).values(values);
}

export async function listDeliveriesOf(db: Database, milestoneIds: string[]): Promise<DeliveryRow[]> {
  if (milestoneIds.length === 0) return [];
  return db
    .select()
    .from(milestoneDeliveries)
    .where(inArray(milestoneDeliveries.milestoneId, milestoneIds))
    .orderBy(asc(milestoneDeliveries.createdAt), asc(milestoneDeliveries.id));
}

/** The contract's disputes, newest first per milestone (the page shows the latest of each). */
export async function listDisputesOfContract(db: Database, contractId: string): Promise<DisputeRow[]> {
  return db
    .select()
    .from(contractDisputes)
    .where(eq(contractDisputes.contractId, contractId))
    .orderBy(desc(contractDisputes.createdAt), desc(contractDisputes.id));
}

export async function insertDispute(db: Database, values: typeof contractDisputes.$inferInsert): Promise<DisputeRow> {
  const [row] = await db.insert(contractDisputes).values(values).returning();
  if (!row) throw new Error('Inserting a dispute returned no row');
  return row;
}

export async function lockDispute(db: Database, id: string): Promise<DisputeRow | null> {
  const [row] = await db.select().from(contractDisputes).where(eq(contractDisputes.id, id)).for('update');
  return row ?? null;
}

export async function updateDisputeFields(db: Database, id: string, changes: Partial<DisputeRow>) {
  await db.update(contractDisputes).set(changes).where(eq(contractDisputes.id, id));
}

/** Rows after the cursor's row in (created_at desc, id desc) order. */
function afterCursor(cursor: Cursor | null) {
  if (!cursor) return undefined;
  const anchor = sql`(select c.created_at from contracts c where c.id = ${cursor.id})`;
  return or(lt(contracts.createdAt, anchor), and(eq(contracts.createdAt, anchor), lt(contracts.id, cursor.id)));
}

/** The visitor's contracts, as client, as developer or both, newest first (one query). */
export async function listContractRows(
  db: Database,
  userId: string,
  options: {
    role?: 'client' | 'developer';
    status?: ContractStatus;
    applicationId?: string;
    limit: number;
    cursor: Cursor | null;
  },
): Promise<ContractRow[]> {
  const mine =
    options.role === 'client'
      ? eq(contracts.clientId, userId)
      : options.role === 'developer'
        ? eq(contracts.developerId, userId)
        : or(eq(contracts.clientId, userId), eq(contracts.developerId, userId));
  return db
    .select()
    .from(contracts)
    .where(
      and(
        mine,
        options.status ? eq(contracts.status, options.status) : undefined,
        options.applicationId ? eq(contracts.applicationId, options.applicationId) : undefined,
        afterCursor(options.cursor),
      ),
    )
    .orderBy(desc(contracts.createdAt), desc(contracts.id))
    .limit(options.limit + 1);
}

/** How many contracts of this developer profile are completed: its `completedProjects` (issue 32 §4). */
/** A profile's completed contracts: their two accounts and their job's category (one query). */
export async function listCompletedContractsOf(db: Database, profileId: string) {
  return db
    .select({
      contractId: contracts.id,
      clientId: contracts.clientId,
      developerId: contracts.developerId,
      category: jobs.category,
    })
    .from(contracts)
    .leftJoin(jobs, eq(jobs.id, contracts.jobId))
    .where(and(eq(contracts.developerProfileId, profileId), eq(contracts.status, 'completed')));
}

/** Disputes for the admin, newest first, with their contract and milestone (one query). */
export async function listDisputeRows(
  db: Database,
  options: { status: 'open' | 'resolved'; limit: number; cursor: Cursor | null; id?: string },
) {
  const anchor = options.cursor
    ? sql`(select created_at from contract_disputes where id = ${options.cursor.id})`
    : null;
  return db
    .select({ dispute: contractDisputes, contract: contracts, milestone: contractMilestones })
    .from(contractDisputes)
    .innerJoin(contracts, eq(contracts.id, contractDisputes.contractId))
    .innerJoin(contractMilestones, eq(contractMilestones.id, contractDisputes.milestoneId))
    .where(
      options.id
        ? eq(contractDisputes.id, options.id)
        : and(
            eq(contractDisputes.status, options.status),
            anchor && options.cursor
              ? or(
                  lt(contractDisputes.createdAt, anchor),
                  and(eq(contractDisputes.createdAt, anchor), lt(contractDisputes.id, options.cursor.id)),
                )
              : undefined,
          ),
    )
    .orderBy(desc(contractDisputes.createdAt), desc(contractDisputes.id))
    .limit(options.limit + 1);
}

/**
 * Deliveries still awaiting the client's answer that are owed a reminder (issue 32 §2): the
 * first on day 7, the second on day 13, each once (reminders_sent counts them).
 */
export async function findDueReminders(db: Database, now: Date, days: readonly number[]) {
  const dayMs = 86_400_000;
  const [first = 7, second = 13] = days;
  return db
    .select({ milestone: contractMilestones, contract: contracts })
    .from(contractMilestones)
    .innerJoin(contracts, eq(contracts.id, contractMilestones.contractId))
    .where(
      and(
        eq(contractMilestones.status, 'submitted'),
        or(
          and(
            eq(contractMilestones.remindersSent, 0),
            lt(contractMilestones.submittedAt, new Date(now.getTime() - first * dayMs)),
          ),
          and(
            lt(contractMilestones.remindersSent, 2),
            lt(contractMilestones.submittedAt, new Date(now.getTime() - second * dayMs)),
          ),
        ),
      ),
    )
    .limit(500);
}

/** Counts a reminder as sent unless another pass already did (false then): each is sent once. */
export async function markReminderSent(db: Database, id: string, seen: number, remindersSent: number) {
  const rows = await db
    .update(contractMilestones)
    .set({ remindersSent })
    .where(
      and(
        eq(contractMilestones.id, id),
        eq(contractMilestones.remindersSent, seen),
        eq(contractMilestones.status, 'submitted'),
      ),
    )
    .returning({ id: contractMilestones.id });
  return rows.length > 0;
}
