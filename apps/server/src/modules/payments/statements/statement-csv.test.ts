import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseStatementCsv } from './statement-csv.ts';

const sample = readFileSync(new URL('../samples/statement.csv', import.meta.url), 'utf8');

describe('CSV statements', () => {
  it('reads date, amount, currency, reference and counterparty in minor units', () => {
    const entries = parseStatementCsv(sample);
    expect(
      entries.map(({ direction, amount, currency, reference }) => ({ direction, amount, currency, reference })),
    ).toEqual([
      { direction: 'credit', amount: 150_000, currency: 'EUR', reference: 'RF18539007547034' },
      { direction: 'credit', amount: 25_005, currency: 'EUR', reference: 'RF712348231' },
      { direction: 'debit', amount: 134_994, currency: 'EUR', reference: null },
      { direction: 'credit', amount: 7_500, currency: 'EUR', reference: 'RF18539007547034' },
      { direction: 'credit', amount: 7_500, currency: 'EUR', reference: 'RF18539007547034' },
    ]);
    expect(entries[0]).toMatchObject({
      counterpartyName: 'Muster Software GmbH',
      counterpartyIban: 'DE89370400440532013000',
    });
  });

  it('keeps two identical lines as two payments, with ids that are the same on every import', () => {
    const ids = parseStatementCsv(sample).map((entry) => entry.entryId);
    expect(new Set(ids).size).toBe(5);
    expect(parseStatementCsv(sample).map((entry) => entry.entryId)).toEqual(ids);
    // Only the twins' order tells them apart, so a later import of one of them names the first.
    expect(parseStatementCsv(sample.split('\n').slice(0, 5).join('\n'))[3]?.entryId).toBe(ids[3]);
  });

  it("uses the bank's own id when the file has one, and reads commas and any column order", () => {
    const csv = 'counterparty,Currency,amount,reference,date,id\n"Smith, J.",GBP,12,RF712348231,2026-12-01,TX-99\n';
    expect(parseStatementCsv(csv)).toEqual([
      expect.objectContaining({ entryId: 'csv:TX-99', amount: 1200, currency: 'GBP', counterpartyName: 'Smith, J.' }),
    ]);
  });

  it('says which line is wrong and why', () => {
    const header = 'date,amount,currency,reference,counterparty\n';
    expect(() => parseStatementCsv('date,amount\n2026-12-01,5\n')).toThrow(
      "The CSV's first row must name the columns date, amount, currency, reference, counterparty; missing: currency, reference, counterparty.",
    );
    expect(() => parseStatementCsv(`${header}01.12.2026,5,EUR,x,y\n`)).toThrow(
      'Line 2: the date "01.12.2026" is not YYYY-MM-DD.',
    );
    expect(() => parseStatementCsv(`${header}2026-12-01,"5,5",EUR,x,y\n`)).toThrow(
      'Line 2: "5,5" is not an amount in EUR.',
    );
    expect(() => parseStatementCsv(`${header}2026-12-01,0,EUR,x,y\n`)).toThrow('Line 2: "0" is not an amount in EUR.');
    expect(() => parseStatementCsv(`${header}2026-12-01,5,TOKENS,x,y\n`)).toThrow(
      'Line 2: the currency "TOKENS" is not one the platform holds.',
    );
    expect(() => parseStatementCsv(`${header}2026-12-01,5,EUR,x\n`)).toThrow(/The CSV cannot be read/);
  });
});
