import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  BOX,
  type Cell,
  CONTENT_WIDTH,
  lineHeight,
  MARGIN,
  MUTED,
  PageWriter,
  wrap,
} from './business-document-layout.ts';

export interface BusinessDocument {
  kind: 'Invoice' | 'Receipt';
  /** E.g. the RF reference or a receipt id. */
  number: string;
  /** YYYY-MM-DD; also the PDF's creation date, so the bytes do not depend on the clock. */
  issuedOn: string;
  /** The platform: name and address-ish lines. */
  issuer: { name: string; lines: string[] };
  billTo: { name: string; lines: string[] };
  /** Amounts already formatted, e.g. "EUR 1,250.00". */
  lines: { description: string; amount: string }[];
  total: { label: string; amount: string };
  /** Extra label/value rows under the total, e.g. "Platform fee (10%)", "Paid on". */
  details?: { label: string; value: string }[];
  /** Payment instruction block for an invoice: label/value rows (Account holder, IBAN, BIC, Reference, Amount). */
  payment?: { heading: string; rows: { label: string; value: string }[]; note?: string };
  footer?: string;
}

const BODY = 10;
const SMALL = 8;
const AMOUNT_WIDTH = 140;
const DESCRIPTION_WIDTH = CONTENT_WIDTH - AMOUNT_WIDTH - 16;
const HALF_WIDTH = (CONTENT_WIDTH - 24) / 2;
const PAD = 12;
const LABEL_WIDTH = 120;

const description = (text: string, extra: Partial<Cell> = {}): Cell => ({
  text,
  x: MARGIN,
  width: DESCRIPTION_WIDTH,
  size: BODY,
  ...extra,
});
const amount = (text: string, extra: Partial<Cell> = {}): Cell => ({
  text,
  x: MARGIN + CONTENT_WIDTH - AMOUNT_WIDTH,
  width: AMOUNT_WIDTH,
  size: BODY,
  alignRight: true,
  ...extra,
});

/**
 * Renders an invoice or receipt on A4 with the standard Helvetica fonts, so nothing needs embedding.
 * The same document always gives the same bytes: the dates come from `issuedOn`, never the clock.
 */
export async function renderBusinessDocumentPdf(doc: BusinessDocument): Promise<Uint8Array> {
  const issued = dayOf(doc.issuedOn);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  pdf.setTitle(`${doc.kind} ${doc.number}`, { showInWindowTitleBar: true });
  pdf.setAuthor(doc.issuer.name);
  pdf.setCreator(doc.issuer.name);
  pdf.setProducer(doc.issuer.name);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);

  const footer = doc.footer ? wrap(doc.footer, fonts.regular, SMALL, CONTENT_WIDTH - 90) : [];
  const bottom = MARGIN + Math.max(1, footer.length) * lineHeight(SMALL) + 16;
  const w = new PageWriter(pdf, fonts, bottom, `${doc.kind} ${doc.number} (continued)`);

  w.row([{ text: `${doc.kind} ${doc.number}`, x: MARGIN, width: CONTENT_WIDTH, size: 20, bold: true }]);
  w.row([{ text: `Issued on ${doc.issuedOn}`, x: MARGIN, width: CONTENT_WIDTH, size: BODY, color: MUTED }]);
  w.space(20);
  drawParties(w, doc);
  w.space(24);
  drawLines(w, doc);
  if (doc.payment) {
    w.space(24);
    drawPayment(w, doc.payment);
  }
  w.stampFooters(footer, SMALL);
  return pdf.save();
}

function drawParties(w: PageWriter, doc: BusinessDocument): void {
  const left = { x: MARGIN, width: HALF_WIDTH };
  const right = { x: MARGIN + CONTENT_WIDTH - HALF_WIDTH, width: HALF_WIDTH };
  const caption = { size: SMALL, bold: true, color: MUTED };
  w.row([
    { text: 'FROM', ...left, ...caption },
    { text: doc.kind === 'Invoice' ? 'BILL TO' : 'RECEIVED FROM', ...right, ...caption },
  ]);
  w.row([
    { text: doc.issuer.name, ...left, size: BODY, bold: true },
    { text: doc.billTo.name, ...right, size: BODY, bold: true },
  ]);
  w.row([
    { text: doc.issuer.lines, ...left, size: BODY },
    { text: doc.billTo.lines, ...right, size: BODY },
  ]);
}

/** The lines table, its header repeated on each page it runs onto, then the total and the details. */
function drawLines(w: PageWriter, doc: BusinessDocument): void {
  const header = () => {
    const caption = { size: SMALL, bold: true, color: MUTED };
    w.row([description('DESCRIPTION', caption), amount('AMOUNT', caption)]);
    w.rule();
  };
  header();
  w.onNewPage = header;
  for (const line of doc.lines) {
    w.row([description(line.description), amount(line.amount)]);
    w.rule();
  }
  w.onNewPage = undefined;
  w.space(4);
  const total = { size: 11, bold: true };
  w.row([description(doc.total.label, { ...total, alignRight: true }), amount(doc.total.amount, total)]);
  for (const detail of doc.details ?? []) {
    w.row([description(detail.label, { color: MUTED, alignRight: true }), amount(detail.value, { color: MUTED })]);
  }
}

/** A gray box, kept on one page when it fits (rows counted unwrapped), else drawn band by band across pages. */
function drawPayment(w: PageWriter, payment: NonNullable<BusinessDocument['payment']>): void {
  const inner = { x: MARGIN + PAD, width: CONTENT_WIDTH - 2 * PAD };
  const note = payment.note ? 6 + lineHeight(SMALL) : 0;
  w.keep(2 * PAD + lineHeight(11) + 6 + payment.rows.length * lineHeight(BODY) + note);
  w.space(PAD, BOX);
  w.row([{ text: payment.heading, ...inner, size: 11, bold: true }], BOX);
  w.space(6, BOX);
  for (const row of payment.rows) {
    w.row(
      [
        { text: row.label, x: inner.x, width: LABEL_WIDTH, size: BODY, color: MUTED },
        { text: row.value, x: inner.x + LABEL_WIDTH + 8, width: inner.width - LABEL_WIDTH - 8, size: BODY, bold: true },
      ],
      BOX,
    );
  }
  if (payment.note) {
    w.space(6, BOX);
    w.row([{ text: payment.note, ...inner, size: SMALL, color: MUTED }], BOX);
  }
  w.space(PAD, BOX);
}

/** `issuedOn` as midnight UTC; a malformed or impossible date (2025-02-30) is refused, not rolled over. */
function dayOf(issuedOn: string): Date {
  const date = new Date(`${issuedOn}T00:00:00Z`);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(issuedOn) && !Number.isNaN(date.getTime());
  if (!valid || date.toISOString().slice(0, 10) !== issuedOn) {
    throw new RangeError(`issuedOn is not a YYYY-MM-DD date: ${issuedOn}`);
  }
  return date;
}
