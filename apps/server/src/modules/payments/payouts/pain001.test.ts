import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { PAIN_001_NAMESPACE, type SepaBatch, writePain001 } from './pain001.ts';
import { sepaText } from './sepa-text.ts';

const batch: SepaBatch = {
  messageId: 'PAYOUT-7F3A',
  createdAt: new Date('2026-12-02T17:00:00.123Z'),
  executionDate: '2026-12-03',
  debtor: { name: 'Proto Platform Escrow', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
  transfers: [
    {
      endToEndId: 'PO-7F3A-1',
      amount: 134_994,
      creditorName: 'Priya Rāman',
      creditorIban: 'NL91ABNA0417164300',
      creditorBic: 'ABNANL2A',
      remittance: 'Proto Platform payout PO-7F3A-1: "Checkout" & "Search"',
    },
    {
      endToEndId: 'PO-7F3A-2',
      amount: 5,
      creditorName: 'Jonas Weber',
      creditorIban: 'DE89370400440532013000',
      creditorBic: null,
      remittance: 'Proto Platform payout PO-7F3A-2',
    },
  ],
};

/** The names of an element's children, in order, from fast-xml-parser's order-preserving output. */
function childOrder(nodes: Record<string, unknown>[], name: string): string[] {
  const node = nodes.find((entry) => name in entry) as Record<string, Record<string, unknown>[]> | undefined;
  return (node?.[name] ?? []).flatMap((entry) => Object.keys(entry).filter((key) => key !== ':@' && key !== '#text'));
}

describe('pain.001.001.03 payout files', () => {
  const xml = writePain001(batch);
  const read = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    isArray: (name) => name === 'CdtTrfTxInf',
  }).parse(xml);
  const initiation = read.Document.CstmrCdtTrfInitn;

  it('says what it is: the pain.001.001.03 namespace, UTF-8', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(read.Document['@xmlns']).toBe(PAIN_001_NAMESPACE);
  });

  it('reads back field by field: the header, the payment block and each transfer', () => {
    expect(initiation.GrpHdr).toEqual({
      MsgId: 'PAYOUT-7F3A',
      CreDtTm: '2026-12-02T17:00:00Z',
      NbOfTxs: '2',
      CtrlSum: '1349.99',
      InitgPty: { Nm: 'Proto Platform Escrow' },
    });
    const { CdtTrfTxInf: transfers, ...block } = initiation.PmtInf;
    expect(block).toEqual({
      PmtInfId: 'PAYOUT-7F3A',
      PmtMtd: 'TRF',
      BtchBookg: 'true',
      NbOfTxs: '2',
      CtrlSum: '1349.99',
      PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
      ReqdExctnDt: '2026-12-03',
      Dbtr: { Nm: 'Proto Platform Escrow' },
      DbtrAcct: { Id: { IBAN: 'DE02120300000000202051' } },
      DbtrAgt: { FinInstnId: { BIC: 'BYLADEM1001' } },
      ChrgBr: 'SLEV',
    });
    expect(transfers).toEqual([
      {
        PmtId: { EndToEndId: 'PO-7F3A-1' },
        Amt: { InstdAmt: { '@Ccy': 'EUR', '#text': '1349.94' } },
        CdtrAgt: { FinInstnId: { BIC: 'ABNANL2A' } },
        Cdtr: { Nm: 'Priya Raman' },
        CdtrAcct: { Id: { IBAN: 'NL91ABNA0417164300' } },
        RmtInf: { Ustrd: 'Proto Platform payout PO-7F3A-1: Checkout Search' },
      },
      {
        PmtId: { EndToEndId: 'PO-7F3A-2' },
        Amt: { InstdAmt: { '@Ccy': 'EUR', '#text': '0.05' } },
        Cdtr: { Nm: 'Jonas Weber' },
        CdtrAcct: { Id: { IBAN: 'DE89370400440532013000' } },
        RmtInf: { Ustrd: 'Proto Platform payout PO-7F3A-2' },
      },
    ]);
  });

  it("keeps the schema's sequence order", () => {
    const ordered = new XMLParser({ preserveOrder: true, ignoreAttributes: false }).parse(xml) as Record<
      string,
      unknown
    >[];
    const document = childOrder(ordered, 'Document');
    expect(document).toEqual(['CstmrCdtTrfInitn']);
    const root = (ordered.find((entry) => 'Document' in entry) as { Document: Record<string, unknown>[] }).Document;
    const initiationNodes = (root[0] as { CstmrCdtTrfInitn: Record<string, unknown>[] }).CstmrCdtTrfInitn;
    expect(childOrder(initiationNodes, 'GrpHdr')).toEqual(['MsgId', 'CreDtTm', 'NbOfTxs', 'CtrlSum', 'InitgPty']);
    expect(childOrder(initiationNodes, 'PmtInf')).toEqual([
      'PmtInfId',
      'PmtMtd',
      'BtchBookg',
      'NbOfTxs',
      'CtrlSum',
      'PmtTpInf',
      'ReqdExctnDt',
      'Dbtr',
      'DbtrAcct',
      'DbtrAgt',
      'ChrgBr',
      'CdtTrfTxInf',
      'CdtTrfTxInf',
    ]);
    const payment = (initiationNodes.find((entry) => 'PmtInf' in entry) as { PmtInf: Record<string, unknown>[] })
      .PmtInf;
    expect(childOrder(payment, 'CdtTrfTxInf')).toEqual(['PmtId', 'Amt', 'CdtrAgt', 'Cdtr', 'CdtrAcct', 'RmtInf']);
  });

  it('writes only the SEPA character set, within each field’s length', () => {
    expect(sepaText('Jürgen Groß & Søn <b>', 70)).toBe('Jurgen Gross Son b');
    expect(sepaText('x'.repeat(200), 140)).toHaveLength(140);
    expect(() => writePain001({ ...batch, transfers: [] })).toThrow(RangeError);
  });
});
