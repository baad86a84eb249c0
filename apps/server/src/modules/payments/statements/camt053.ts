import { createHash } from 'node:crypto';
import { isLedgerCurrency } from '@app/shared/money/currencies';
import { parseMajor } from '@app/shared/money/money';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { findReference } from './find-reference.ts';
import { type StatementEntry, StatementError } from './statement-entry.ts';

/**
 * ISO 20022 camt.053 (Bank to Customer Statement), the end-of-day statement SEPA banks send: versions
 * 001.02 (the SEPA rulebooks' own) to 001.08 name the parts read here the same. Each Ntry is a booked
 * movement; a batch entry's TxDtls are its payments, each read as an entry of its own.
 */
const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.(0[2-9]|1[0-3])$/;

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Entries, their payments, statements and free-text lines repeat.
  isArray: (name) => ['Stmt', 'Ntry', 'TxDtls', 'Ustrd', 'Strd'].includes(name),
  processEntities: true,
});

const list = (value: unknown): Node[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]) as Node[];
const child = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((at, name) => (at && typeof at === 'object' ? (at as Node)[name] : undefined), node);
const text = (node: unknown, ...path: string[]): string | null => {
  const value = child(node, ...path);
  if (value === undefined || value === null) return null;
  if (typeof value === 'object') return String((value as Node)['#text'] ?? '') || null;
  return String(value);
};

/** An amount element (`<Amt Ccy="EUR">1500.00</Amt>`) in minor units, or a clear error. */
function amountOf(node: unknown, where: string): { amount: number; currency: StatementEntry['currency'] } {
  const currency = text(node, '@Ccy');
  const value = text(node);
  if (!currency || !isLedgerCurrency(currency) || currency === 'TOKENS') {
    throw new StatementError(`${where}: the currency "${currency ?? ''}" is not one the platform holds.`);
  }
  const amount = value === null ? null : parseMajor(value, currency);
  if (amount === null || amount <= 0)
    throw new StatementError(`${where}: "${value ?? ''}" is not an amount in ${currency}.`);
  return { amount, currency };
}

/** The stable id of a payment inside an entry: the bank's references, else a digest of what it says. */
function entryIdOf(account: string, entry: Node, payment: Node, index: number, count: number): string {
  const bankReference = text(payment, 'Refs', 'AcctSvcrRef') ?? text(entry, 'AcctSvcrRef') ?? text(entry, 'NtryRef');
  if (bankReference) return `camt:${account}:${bankReference}${count > 1 ? `:${index + 1}` : ''}`;
  const digest = createHash('sha256')
    .update(JSON.stringify([account, entry, index]))
    .digest('hex')
    .slice(0, 32);
  return `camt:${account}:sha256:${digest}`;
}

/** Every payment a camt.053 document books, or a StatementError naming what is wrong. */
export function parseCamt053(xml: string): StatementEntry[] {
  // A bank statement never declares a document type; one that does may define entities that expand
  // without bound, so it is refused unread.
  if (/<!DOCTYPE/i.test(xml))
    throw new StatementError('A bank statement may not declare a document type (<!DOCTYPE>).');
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new StatementError(`The file is not well-formed XML (line ${valid.err.line}: ${valid.err.msg}).`);
  const start = /<(?:\w+:)?Document\b[^>]*>/.exec(xml)?.[0] ?? '';
  const namespaces = [...start.matchAll(/\sxmlns(?::\w+)?="([^"]+)"/g)].map((match) => match[1] ?? '');
  if (!namespaces.some((namespace) => NAMESPACE.test(namespace))) {
    throw new StatementError('This is not a camt.053 bank statement (its namespace is not camt.053.001.02 to 001.13).');
  }
  const document = parser.parse(xml) as Node;
  const statements = list(child(document, 'Document', 'BkToCstmrStmt', 'Stmt'));
  if (statements.length === 0) throw new StatementError('The statement has no Stmt element.');
  const entries: StatementEntry[] = [];
  for (const [statementIndex, statement] of statements.entries()) {
    const account = text(statement, 'Acct', 'Id', 'IBAN') ?? text(statement, 'Acct', 'Id', 'Othr', 'Id') ?? 'unknown';
    for (const [entryIndex, entry] of list(statement.Ntry).entries()) {
      const where = `Statement ${statementIndex + 1}, entry ${entryIndex + 1}`;
      if ((text(entry, 'Sts') ?? text(entry, 'Sts', 'Cd')) === 'PDNG') continue; // not booked yet
      const indicator = text(entry, 'CdtDbtInd');
      if (indicator !== 'CRDT' && indicator !== 'DBIT')
        throw new StatementError(`${where}: CdtDbtInd must be CRDT or DBIT.`);
      const reversed = text(entry, 'RvslInd') === 'true';
      const booked = text(entry, 'BookgDt', 'Dt') ?? text(entry, 'BookgDt', 'DtTm')?.slice(0, 10) ?? null;
      if (!booked || !/^\d{4}-\d{2}-\d{2}$/.test(booked)) throw new StatementError(`${where}: it has no booking date.`);
      const total = amountOf(entry.Amt, where);
      const payments = list(child(entry, 'NtryDtls', 'TxDtls'));
      const details = payments.length > 0 ? payments : [{}];
      for (const [index, payment] of details.entries()) {
        const own = child(payment, 'AmtDtls', 'TxAmt', 'Amt') ?? child(payment, 'Amt');
        const { amount, currency } = own !== undefined ? amountOf(own, where) : total;
        if (own === undefined && details.length > 1)
          throw new StatementError(`${where}: a batch payment has no amount.`);
        const credit = (indicator === 'CRDT') !== reversed;
        const party = credit ? 'Dbtr' : 'Cdtr';
        const remittance = list(child(payment, 'RmtInf', 'Ustrd'))
          .map((line) => String(line))
          .join(' ')
          .trim();
        const structured = list(child(payment, 'RmtInf', 'Strd'))
          .map((part) => text(part, 'CdtrRefInf', 'Ref'))
          .find(Boolean);
        entries.push({
          entryId: entryIdOf(account, entry, payment, index, details.length),
          direction: credit ? 'credit' : 'debit',
          amount,
          currency,
          bookedOn: booked,
          reference: findReference(structured, remittance),
          remittance,
          counterpartyName:
            text(payment, 'RltdPties', party, 'Nm') ?? text(payment, 'RltdPties', party, 'Pty', 'Nm') ?? '',
          counterpartyIban: text(payment, 'RltdPties', `${party}Acct`, 'Id', 'IBAN'),
          endToEndId: nonBlank(text(payment, 'Refs', 'EndToEndId')),
          returnReason: text(payment, 'RtrInf', 'Rsn', 'Cd'),
        });
      }
    }
  }
  return entries;
}

/** SEPA writes "NOTPROVIDED" where a payer gave no end-to-end id. */
function nonBlank(value: string | null): string | null {
  return value && value !== 'NOTPROVIDED' ? value : null;
}
