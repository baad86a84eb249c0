import { createHash } from 'node:crypto';
import { isLedgerCurrency } from '@app/shared/money/currencies';
import { parseMajor } from '@app/shared/money/money';
import { parse } from 'csv-parse/sync';
import { findReference } from './find-reference.ts';
import { type StatementEntry, StatementError } from './statement-entry.ts';

/**
 * A bank statement as CSV (issue 42), for banks that export no camt.053: a header row naming at least
 * `date`, `amount`, `currency`, `reference` and `counterparty`, in any order and case; optionally `id`
 * (the bank's own id of the entry), `iban`, `end_to_end_id` and `return_reason`. Commas or semicolons.
 * A positive amount is money in, a negative one money out; decimals with a point (1500.00, 1,500.00).
 */
export const CSV_COLUMNS = ['date', 'amount', 'currency', 'reference', 'counterparty'] as const;
const OPTIONAL = ['id', 'iban', 'end_to_end_id', 'return_reason'] as const;

function delimiterOf(header: string): string {
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
}

export function parseStatementCsv(csv: string): StatementEntry[] {
  const body = csv.replace(/^\uFEFF/, '');
  const header = body.slice(0, body.indexOf('\n') === -1 ? undefined : body.indexOf('\n'));
  let rows: string[][];
  try {
    rows = parse(body, {
      delimiter: delimiterOf(header),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
    });
  } catch (error) {
    throw new StatementError(`The CSV cannot be read: ${(error as Error).message}`);
  }
  const [names = [], ...lines] = rows;
  const columns = names.map((name) => name.toLowerCase().replace(/[\s-]+/g, '_'));
  const missing = CSV_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0) {
    throw new StatementError(
      `The CSV's first row must name the columns ${CSV_COLUMNS.join(', ')}; missing: ${missing.join(', ')}.`,
    );
  }
  const at = (row: string[], name: (typeof CSV_COLUMNS)[number] | (typeof OPTIONAL)[number]) => {
    const index = columns.indexOf(name);
    return index === -1 ? '' : (row[index] ?? '').trim();
  };
  const seen = new Map<string, number>();
  return lines.map((row, index) => {
    const where = `Line ${index + 2}`;
    const date = at(row, 'date');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
      throw new StatementError(`${where}: the date "${date}" is not YYYY-MM-DD.`);
    }
    const currency = at(row, 'currency').toUpperCase();
    if (!isLedgerCurrency(currency) || currency === 'TOKENS') {
      throw new StatementError(`${where}: the currency "${currency}" is not one the platform holds.`);
    }
    const written = at(row, 'amount');
    const negative = written.startsWith('-');
    const amount = parseMajor(written.replace(/^[-+]/, ''), currency);
    if (amount === null || amount === 0)
      throw new StatementError(`${where}: "${written}" is not an amount in ${currency}.`);
    const remittance = at(row, 'reference');
    const described = [date, written, currency, remittance, at(row, 'counterparty')].join('\u001f');
    // Two identical lines are two payments: the second is told apart by its place among its twins.
    const twin = (seen.get(described) ?? 0) + 1;
    seen.set(described, twin);
    const bankId = at(row, 'id');
    const digest = createHash('sha256').update(`${described}\u001f${twin}`).digest('hex').slice(0, 32);
    return {
      entryId: bankId ? `csv:${bankId}` : `csv:sha256:${digest}`,
      direction: negative ? 'debit' : 'credit',
      amount,
      currency,
      bookedOn: date,
      reference: findReference(null, remittance),
      remittance,
      counterpartyName: at(row, 'counterparty'),
      counterpartyIban: at(row, 'iban').replace(/\s+/g, '').toUpperCase() || null,
      endToEndId: at(row, 'end_to_end_id') || null,
      returnReason: at(row, 'return_reason') || null,
    } satisfies StatementEntry;
  });
}
