import type { StatementEntryView } from '@app/shared/payments/bank-statements.schemas';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { fundByTransfer } from '../contracts/transfer-instructions.ts';
import { bankStatementEntries } from './payments.tables.ts';
import { recognizePayoutDebit, takeBackReturnedPayout } from './payouts/payouts-on-statement.ts';
import { parseCamt053 } from './statements/camt053.ts';
import { parseStatementCsv } from './statements/statement-csv.ts';
import { type StatementEntry, StatementError } from './statements/statement-entry.ts';
import { holdInSuspense } from './suspense.ts';

type EntryRow = typeof bankStatementEntries.$inferSelect;

export function toEntryView(row: EntryRow): StatementEntryView {
  return {
    entryId: row.entryId,
    direction: row.direction,
    amount: row.amount,
    currency: row.currency,
    bookedOn: row.bookedOn,
    reference: row.reference,
    remittance: row.remittance,
    counterpartyName: row.counterpartyName,
    counterpartyIban: row.counterpartyIban,
    status: row.status,
    note: row.note,
    milestoneId: row.milestoneId,
    contractId: row.contractId,
    statementName: row.statementName,
    importedAt: row.importedAt.toISOString(),
  };
}

/** camt.053 when the file is XML, else CSV; a file neither reads as is a 400 with the reason. */
export function readStatement(content: string): StatementEntry[] {
  try {
    return content.trimStart().startsWith('<') ? parseCamt053(content) : parseStatementCsv(content);
  } catch (error) {
    if (error instanceof StatementError) {
      throw new AppError(400, 'invalid_input', error.message, [{ path: 'content', message: error.message }]);
    }
    throw error;
  }
}

/** Why a new entry that is no client's transfer waits for the finance role; null for a transfer. */
function noteFor(entry: StatementEntry): string | null {
  if (entry.direction === 'debit')
    return 'A payment out of the account that the platform did not send: check it with the bank.';
  if (entry.returnReason) {
    const sent = entry.endToEndId ? ` for ${entry.endToEndId}` : '';
    return `A payment returned by the bank (reason ${entry.returnReason})${sent}: the platform has sent no payout with that id.`;
  }
  return null;
}

/** Funds the milestone the credit names, or says why not; the entry records either. */
async function matchCredit(tx: Database, row: EntryRow, excess: 'refuse' | 'owe'): Promise<EntryRow> {
  const match = await fundByTransfer(tx, row, excess);
  const changes = match.matched
    ? {
        status: 'matched' as const,
        note: match.note,
        milestoneId: match.milestoneId,
        contractId: match.contractId,
        settledAt: new Date(),
      }
    : { note: match.note };
  const [updated] = await tx
    .update(bankStatementEntries)
    .set(changes)
    .where(eq(bankStatementEntries.entryId, row.entryId))
    .returning();
  return updated ?? row;
}

/**
 * POST /api/admin/bank-statements: every booked entry of the statement, once. An entry already
 * imported (the same statement again, or another instance importing it at the same moment: the
 * entry id is the primary key) is counted and left alone. Each new credit is money the platform's
 * bank now holds: it moves from the bank account into the currency's suspense account in the same
 * transaction, keyed by the entry, and then into the escrow of the milestone its reference names
 * when the amount and currency are exactly what was asked (transfer-instructions.ts). Anything else
 * waits in suspense for the finance role to match or return it. A credit the bank returned with the
 * EndToEndId of a payout the platform sent is owed to its member again instead
 * (payouts/payouts-on-statement.ts). A debit moves nothing: one of the platform's payouts is matched
 * to it, any other waits.
 */
export async function importStatement(
  db: Database,
  input: { content: string; fileName: string },
): Promise<{
  read: number;
  added: number;
  alreadyImported: number;
  matched: StatementEntryView[];
  unmatched: StatementEntryView[];
}> {
  const entries = readStatement(input.content);
  const added = await inTransaction(db, async (tx) => {
    const inserted: EntryRow[] = [];
    for (const entry of entries) {
      const [row] = await tx
        .insert(bankStatementEntries)
        .values({
          entryId: entry.entryId,
          direction: entry.direction,
          amount: entry.amount,
          currency: entry.currency,
          bookedOn: entry.bookedOn,
          reference: entry.reference,
          remittance: entry.remittance,
          counterpartyName: entry.counterpartyName,
          counterpartyIban: entry.counterpartyIban,
          endToEndId: entry.endToEndId,
          returnReason: entry.returnReason,
          note: noteFor(entry) ?? '',
          statementName: input.fileName,
        })
        .onConflictDoNothing({ target: bankStatementEntries.entryId })
        .returning();
      if (!row) continue;
      if (row.direction !== 'credit') {
        inserted.push(await recognizePayoutDebit(tx, row));
      } else if (row.returnReason) {
        inserted.push(await takeBackReturnedPayout(tx, row));
      } else {
        await holdInSuspense(tx, row);
        inserted.push(await matchCredit(tx, row, 'refuse'));
      }
    }
    return inserted;
  });
  return {
    read: entries.length,
    added: added.length,
    alreadyImported: entries.length - added.length,
    matched: added.filter((row) => row.status === 'matched').map(toEntryView),
    unmatched: added.filter((row) => row.status === 'unmatched').map(toEntryView),
  };
}

export const ENTRY_NOT_FOUND = 'No statement entry with this id.';

/**
 * POST /api/admin/bank-statements/entries/:id/match: the finance role matches an unmatched credit to
 * the milestone whose reference it gives (the entry's own when none is given: a reference typed with
 * spaces or in lower case reads the same). An amount over what was asked is accepted, and the excess
 * is owed back to the client; a short amount or another currency is refused with the reason.
 */
export async function matchEntry(
  db: Database,
  entryId: string,
  body: { reference?: string | undefined },
): Promise<StatementEntryView> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(bankStatementEntries)
      .where(eq(bankStatementEntries.entryId, entryId))
      .for('update');
    if (!row) throw new AppError(404, 'not_found', ENTRY_NOT_FOUND);
    if (row.direction !== 'credit' || row.returnReason) {
      throw new AppError(409, 'conflict', 'Only a credit that is no returned payout can fund a milestone.');
    }
    if (row.status === 'returning') {
      throw new AppError(409, 'conflict', 'This entry goes back to its sender with the next payout batch.');
    }
    if (row.status !== 'unmatched') {
      throw new AppError(409, 'conflict', `This entry is already ${row.status}.`);
    }
    const reference = body.reference ?? row.reference;
    const matched = await matchCredit(tx, { ...row, reference }, 'owe');
    if (matched.status !== 'matched') throw new AppError(409, 'conflict', matched.note);
    return toEntryView(matched);
  });
}

/** GET /api/admin/bank-statements/unmatched: what waits for the finance role, oldest first. */
export async function listUnmatchedEntries(db: Database): Promise<StatementEntryView[]> {
  const rows = await db
    .select()
    .from(bankStatementEntries)
    .where(eq(bankStatementEntries.status, 'unmatched'))
    .orderBy(asc(bankStatementEntries.bookedOn), asc(bankStatementEntries.entryId))
    .limit(500);
  return rows.map(toEntryView);
}
