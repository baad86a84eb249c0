import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentInstructions } from './payment-instructions.tables.ts';

export type InstructionRow = typeof paymentInstructions.$inferSelect;
export type NewInstructionRow = typeof paymentInstructions.$inferInsert;

/** Null when the reference is taken (a clash of two random references: the caller draws again). */
export async function insertInstruction(db: Database, values: NewInstructionRow): Promise<InstructionRow | null> {
  const [row] = await db
    .insert(paymentInstructions)
    .values(values)
    .onConflictDoNothing({ target: paymentInstructions.reference })
    .returning();
  return row ?? null;
}

export async function listInstructionsOf(db: Database, milestoneIds: readonly string[]): Promise<InstructionRow[]> {
  if (milestoneIds.length === 0) return [];
  return db
    .select()
    .from(paymentInstructions)
    .where(inArray(paymentInstructions.milestoneId, [...milestoneIds]));
}

export async function findInstructionByReference(db: Database, reference: string): Promise<InstructionRow | null> {
  const [row] = await db.select().from(paymentInstructions).where(eq(paymentInstructions.reference, reference));
  return row ?? null;
}

/** An open instruction is closed once: paid by a statement entry, or cancelled with its milestone. */
export async function closeInstruction(
  db: Database,
  milestoneId: string,
  changes: { status: 'paid'; entryId: string; paidAt: Date } | { status: 'cancelled' },
): Promise<InstructionRow | null> {
  const [row] = await db
    .update(paymentInstructions)
    .set(changes)
    .where(and(eq(paymentInstructions.milestoneId, milestoneId), eq(paymentInstructions.status, 'open')))
    .returning();
  return row ?? null;
}
