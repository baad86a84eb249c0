import { formatMoneyAmount } from '@app/shared/money/money';
import { formatRfReference } from '@app/shared/money/rf-reference';
import type { StatementEntryView } from '@app/shared/payments/bank-statements.schemas';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { bankOf, postOperation, suspenseIn } from '../ledger/ledger.service.ts';
import { bankStatementEntries } from './payments.tables.ts';
import { parseCamt053 } from './statements/camt053.ts';
import { parseStatementCsv } from './statements/statement-csv.ts';
import { type StatementEntry, StatementError } from './statements/statement-entry.ts';

type EntryRow = typeof bankStatementEntries.$inferSelect;

function toView(row: EntryRow): StatementEntryView {
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

/** Why a new entry waits for the finance role (no milestone awaits a transfer by bank yet: issue 42's next part). */
function noteFor(entry: StatementEntry): string {
  if (entry.direction === 'debit')
    return 'A payment out of the account that the platform did not send: check it with the bank.';
  if (entry.returnReason) {
    const sent = entry.endToEndId ? ` for ${entry.endToEndId}` : '';
    return `A payment returned by the bank (reason ${entry.returnReason})${sent}: the platform has sent no payout with that id.`;
  }
  return entry.reference
    ? `No milestone awaits a transfer with the reference ${formatRfReference(entry.reference)}.`
    : 'It carries no reference: match it to a milestone or send it back.';
}

/**
 * POST /api/admin/bank-statements: every booked entry of the statement, once. An entry already
 * imported (the same statement again, or another instance importing it at the same moment: the
 * entry id is the primary key) is counted and left alone. Each new credit is money the platform's
 * bank now holds: it moves from the bank account into the currency's suspense account in the same
 * transaction, keyed by the entry, until it is matched or returned. A debit the platform did not
 * send moves nothing and waits for the finance role.
 */
export async function importStatement(
  db: Database,
  input: { content: string; fileName: string },
): Promise<{ read: number; added: number; alreadyImported: number; unmatched: StatementEntryView[] }> {
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
          note: noteFor(entry),
          statementName: input.fileName,
        })
        .onConflictDoNothing({ target: bankStatementEntries.entryId })
        .returning();
      if (!row) continue;
      inserted.push(row);
      if (row.direction !== 'credit') continue;
      await postOperation(tx, {
        idempotencyKey: `statement:${row.entryId}`,
        currency: row.currency,
        type: 'Fund',
        description: `Received ${formatMoneyAmount(row)} from ${row.counterpartyName || 'an unnamed payer'}${
          row.reference ? ` (${formatRfReference(row.reference)})` : ''
        }`,
        movements: [{ from: bankOf(row.currency), to: suspenseIn(row.currency), amount: row.amount }],
      });
    }
    return inserted;
  });
  return {
    read: entries.length,
    added: added.length,
    alreadyImported: entries.length - added.length,
    unmatched: added.filter((row) => row.status === 'unmatched').map(toView),
  };
}

/** GET /api/admin/bank-statements/unmatched: what waits for the finance role, oldest first. */
export async function listUnmatchedEntries(db: Database): Promise<StatementEntryView[]> {
  const rows = await db
    .select()
    .from(bankStatementEntries)
    .where(eq(bankStatementEntries.status, 'unmatched'))
    .orderBy(asc(bankStatementEntries.bookedOn), asc(bankStatementEntries.entryId))
    .limit(500);
  return rows.map(toView);
}
