import { toMajorString } from '@app/shared/money/money';
import { XMLBuilder } from 'fast-xml-parser';
import { sepaId, sepaText } from './sepa-text.ts';

/**
 * A SEPA credit transfer file, ISO 20022 pain.001.001.03 (Customer Credit Transfer Initiation) as the
 * EPC's SEPA Credit Transfer rulebook uses it: one payment block from the platform's account, one
 * transfer per payee, amounts in euros with two decimals. The elements follow the schema's sequence
 * order; pain001.test.ts reads the file back and compares every field.
 */
export const PAIN_001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

export interface SepaTransfer {
  /** Unique per transfer; the bank returns it with a returned payment (camt.053 EndToEndId). */
  endToEndId: string;
  /** In euro cents. */
  amount: number;
  creditorName: string;
  creditorIban: string;
  creditorBic: string | null;
  remittance: string;
}

export interface SepaBatch {
  messageId: string;
  createdAt: Date;
  /** The day the bank is to execute it, YYYY-MM-DD. */
  executionDate: string;
  debtor: { name: string; iban: string; bic: string };
  transfers: readonly SepaTransfer[];
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
});

const euros = (cents: number) => toMajorString({ amount: cents, currency: 'EUR' });

/** ISO date-time without milliseconds, as the schema's ISODateTime is most often read by banks. */
const isoDateTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export function writePain001(batch: SepaBatch): string {
  if (batch.transfers.length === 0) throw new RangeError('A payout file needs at least one transfer');
  const total = batch.transfers.reduce((sum, transfer) => sum + transfer.amount, 0);
  const count = String(batch.transfers.length);
  const document = {
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    Document: {
      '@xmlns': PAIN_001_NAMESPACE,
      '@xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: sepaId(batch.messageId),
          CreDtTm: isoDateTime(batch.createdAt),
          NbOfTxs: count,
          CtrlSum: euros(total),
          InitgPty: { Nm: sepaText(batch.debtor.name, 70) },
        },
        PmtInf: {
          PmtInfId: sepaId(batch.messageId),
          PmtMtd: 'TRF',
          BtchBookg: 'true',
          NbOfTxs: count,
          CtrlSum: euros(total),
          PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
          ReqdExctnDt: batch.executionDate,
          Dbtr: { Nm: sepaText(batch.debtor.name, 70) },
          DbtrAcct: { Id: { IBAN: batch.debtor.iban } },
          DbtrAgt: { FinInstnId: { BIC: batch.debtor.bic } },
          ChrgBr: 'SLEV',
          CdtTrfTxInf: batch.transfers.map((transfer) => ({
            PmtId: { EndToEndId: sepaId(transfer.endToEndId) },
            Amt: { InstdAmt: { '@Ccy': 'EUR', '#text': euros(transfer.amount) } },
            ...(transfer.creditorBic ? { CdtrAgt: { FinInstnId: { BIC: transfer.creditorBic } } } : {}),
            Cdtr: { Nm: sepaText(transfer.creditorName, 70) },
            CdtrAcct: { Id: { IBAN: transfer.creditorIban } },
            RmtInf: { Ustrd: sepaText(transfer.remittance, 140) },
          })),
        },
      },
    },
  };
  return builder.build(document) as string;
}
