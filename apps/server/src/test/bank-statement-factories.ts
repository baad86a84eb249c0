/**
 * Bank statements as the platform's bank would send them (issue 42), for tests: a camt.053.001.02
 * document in the layout of the samples (modules/payments/samples), or the CSV layout. Amounts are
 * decimal strings in the major unit, as banks print them ("1500.00").
 */
/**
 * The platform's escrow account for tests, with a fee that does not divide every amount evenly
 * (12.5% of €61.00 is €7.625: the fee rounds half up to €7.63, decision 023).
 */
export const TEST_BANK = {
  PLATFORM_BANK_NAME: 'Proto Platform Escrow',
  PLATFORM_BANK_IBAN: 'DE02120300000000202051',
  PLATFORM_BANK_BIC: 'BYLADEM1001',
  PLATFORM_FEE_PERCENT: 12.5,
};

export interface StatementLine {
  /** The bank's own id of the entry (AcctSvcrRef in camt.053, a `id` column in CSV). */
  bankId: string;
  amount: string;
  currency: string;
  direction?: 'credit' | 'debit';
  /** A structured creditor reference (camt.053 Strd/CdtrRefInf/Ref). */
  reference?: string;
  /** Free text (camt.053 Ustrd; CSV's Reference column when no structured reference is given). */
  remittance?: string;
  counterparty?: string;
  iban?: string;
  bookedOn?: string;
  /** The EndToEndId the payment carries (a payout of the platform's, or its return); NOTPROVIDED by default. */
  endToEndId?: string;
  /** A returned payment's ISO reason code (camt.053 RtrInf/Rsn/Cd): AC04, account closed. */
  returnReason?: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function camtEntry(line: StatementLine): string {
  const direction = line.direction === 'debit' ? 'DBIT' : 'CRDT';
  const party = line.direction === 'debit' ? 'Cdtr' : 'Dbtr';
  const day = line.bookedOn ?? '2026-12-02';
  const remittance = line.reference
    ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>ISO</Issr></Tp><Ref>${escapeXml(line.reference)}</Ref></CdtrRefInf></Strd>`
    : `<Ustrd>${escapeXml(line.remittance ?? '')}</Ustrd>`;
  return `
      <Ntry>
        <Amt Ccy="${line.currency}">${line.amount}</Amt>
        <CdtDbtInd>${direction}</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${day}</Dt></BookgDt>
        <ValDt><Dt>${day}</Dt></ValDt>
        <AcctSvcrRef>${escapeXml(line.bankId)}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>${escapeXml(line.endToEndId ?? 'NOTPROVIDED')}</EndToEndId></Refs>
          <AmtDtls><TxAmt><Amt Ccy="${line.currency}">${line.amount}</Amt></TxAmt></AmtDtls>
          <RltdPties>
            <${party}><Nm>${escapeXml(line.counterparty ?? 'Clara Client')}</Nm></${party}>
            <${party}Acct><Id><IBAN>${line.iban ?? 'DE89370400440532013000'}</IBAN></Id></${party}Acct>
          </RltdPties>
          <RmtInf>${remittance}</RmtInf>${
            line.returnReason ? `\n          <RtrInf><Rsn><Cd>${escapeXml(line.returnReason)}</Cd></Rsn></RtrInf>` : ''
          }
        </TxDtls></NtryDtls>
      </Ntry>`;
}

/**
 * The bank giving back a transfer the platform sent (a payout batch's): a credit with its EndToEndId
 * and the reason, from the payee's account.
 */
export function returnedPayout(line: StatementLine, reason = 'AC04'): StatementLine {
  return { remittance: `Return ${line.endToEndId ?? ''}`.trim(), returnReason: reason, ...line };
}

export function camtStatement(lines: StatementLine[], account = 'DE02120300000000202051'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT-TEST</MsgId><CreDtTm>2026-12-02T18:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>STMT-TEST-1</Id>
      <CreDtTm>2026-12-02T18:00:00+01:00</CreDtTm>
      <Acct><Id><IBAN>${account}</IBAN></Id><Ccy>EUR</Ccy></Acct>${lines.map(camtEntry).join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

const csvField = (text: string) => (/[;"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export function csvStatement(lines: StatementLine[]): string {
  const rows = lines.map((line) =>
    [
      line.bookedOn ?? '2026-12-02',
      `${line.direction === 'debit' ? '-' : ''}${line.amount}`,
      line.currency,
      line.reference ?? line.remittance ?? '',
      line.counterparty ?? 'Clara Client',
      line.iban ?? 'DE89370400440532013000',
      line.bankId,
    ]
      .map(csvField)
      .join(';'),
  );
  return ['Date;Amount;Currency;Reference;Counterparty;IBAN;Id', ...rows].join('\n');
}
