import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCamt053 } from './camt053.ts';
import { StatementError } from './statement-entry.ts';

const sample = readFileSync(new URL('../samples/camt053-001-02.xml', import.meta.url), 'utf8');

describe('camt.053 statements', () => {
  it('reads each booked payment of the published layout, in minor units', () => {
    const entries = parseCamt053(sample);
    expect(
      entries.map(({ entryId, direction, amount, reference }) => ({ entryId, direction, amount, reference })),
    ).toEqual([
      {
        entryId: 'camt:DE02120300000000202051:2026120200001',
        direction: 'credit',
        amount: 150_000,
        reference: 'RF18539007547034',
      },
      {
        entryId: 'camt:DE02120300000000202051:2026120200002',
        direction: 'credit',
        amount: 25_005,
        reference: 'RF712348231',
      },
      { entryId: 'camt:DE02120300000000202051:2026120200003:1', direction: 'debit', amount: 134_994, reference: null },
      { entryId: 'camt:DE02120300000000202051:2026120200003:2', direction: 'debit', amount: 100_005, reference: null },
      { entryId: 'camt:DE02120300000000202051:2026120200004', direction: 'credit', amount: 100_005, reference: null },
    ]);
    const [first, second, , , returned] = entries;
    expect(first).toMatchObject({
      currency: 'EUR',
      bookedOn: '2026-12-02',
      counterpartyName: 'Muster Software GmbH',
      counterpartyIban: 'DE89370400440532013000',
      endToEndId: null,
      returnReason: null,
    });
    // The reference typed into the free text, lower case and in groups, is still found.
    expect(second?.remittance).toBe('milestone 2 rf71 2348 231 thanks');
    expect(returned).toMatchObject({ endToEndId: 'PO-7F3A-2', returnReason: 'AC04', counterpartyName: 'Jonas Weber' });
  });

  it('names the same entries however often the statement is read', () => {
    expect(parseCamt053(sample).map((entry) => entry.entryId)).toEqual(
      parseCamt053(sample).map((entry) => entry.entryId),
    );
  });

  it('derives a stable id for an entry without the bank’s reference', () => {
    const bare = sample.replace(/<AcctSvcrRef>[^<]*<\/AcctSvcrRef>/g, '').replace(/<NtryRef>[^<]*<\/NtryRef>/g, '');
    const ids = parseCamt053(bare).map((entry) => entry.entryId);
    expect(new Set(ids).size).toBe(5);
    expect(ids[0]).toMatch(/^camt:DE02120300000000202051:sha256:[0-9a-f]{32}$/);
    expect(parseCamt053(bare).map((entry) => entry.entryId)).toEqual(ids);
  });

  it('reads a reversal as the other direction', () => {
    const reversed = sample.replace('<Sts>BOOK</Sts>', '<RvslInd>true</RvslInd><Sts>BOOK</Sts>');
    expect(parseCamt053(reversed)[0]?.direction).toBe('debit');
  });

  it('refuses what is not a camt.053 statement, with the reason', () => {
    expect(() => parseCamt053('<Document><BkToCstmrStmt>')).toThrow(StatementError);
    expect(() => parseCamt053('<Document><BkToCstmrStmt>')).toThrow(/not well-formed XML/);
    expect(() => parseCamt053(sample.replace('xsd:camt.053.001.02', 'xsd:pain.001.001.03'))).toThrow(
      /not a camt\.053 bank statement/,
    );
    expect(() =>
      parseCamt053(
        sample.replace(
          '<Amt Ccy="EUR">1500.00</Amt>\n        <CdtDbtInd>',
          '<Amt Ccy="EUR">15,00.0x</Amt>\n        <CdtDbtInd>',
        ),
      ),
    ).toThrow(/Statement 1, entry 1: "15,00.0x" is not an amount in EUR/);
    const laughs = `<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]>${sample.slice(sample.indexOf('<Document'))}`;
    expect(() => parseCamt053(laughs)).toThrow(/may not declare a document type/);
    expect(() => parseCamt053(sample.replaceAll('Ccy="EUR"', 'Ccy="XAU"'))).toThrow(
      /the currency "XAU" is not one the platform holds/,
    );
  });
});
