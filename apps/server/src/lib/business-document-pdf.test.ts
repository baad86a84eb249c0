import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type BusinessDocument, renderBusinessDocumentPdf } from './business-document-pdf.ts';

const invoice: BusinessDocument = {
  kind: 'Invoice',
  number: 'RF18539007547034',
  issuedOn: '2025-03-14',
  issuer: { name: 'Proto Platform B.V.', lines: ['Keizersgracht 1', '1015 CJ Amsterdam', 'Netherlands'] },
  billTo: { name: 'Acme Corp.', lines: ['Main Street 5', '10115 Berlin'] },
  lines: [
    {
      description: `Build of the booking app, milestone 1: ${'design, implementation and review of every screen, '.repeat(5)}`,
      amount: 'EUR 1,250.00',
    },
    { description: 'Hosting setup', amount: 'EUR 125.00' },
  ],
  total: { label: 'Total due', amount: 'EUR 1,375.00' },
  details: [{ label: 'Platform fee (10%)', value: 'EUR 137.50' }],
  payment: {
    heading: 'Pay by bank transfer',
    rows: [
      { label: 'Account holder', value: 'Proto Platform B.V.' },
      { label: 'IBAN', value: 'NL91ABNA0417164300' },
      { label: 'BIC', value: 'ABNANL2A' },
      { label: 'Reference', value: 'RF18539007547034' },
      { label: 'Amount', value: 'EUR 1,375.00' },
    ],
    note: 'Please quote the reference exactly, so the payment is matched to this invoice.',
  },
  footer: 'Proto Platform B.V. · KvK 12345678 · VAT NL123456789B01',
};

const receipt: BusinessDocument = {
  kind: 'Receipt',
  number: 'R-2025-0042',
  issuedOn: '2025-03-20',
  issuer: invoice.issuer,
  billTo: invoice.billTo,
  lines: invoice.lines,
  total: { label: 'Total paid', amount: 'EUR 1,375.00' },
  details: [{ label: 'Paid on', value: '2025-03-20' }],
};

async function textOf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return text;
}

describe('the PDF of a business document', () => {
  it('renders an invoice on one page, with its title and the data a payer needs', async () => {
    const bytes = await renderBusinessDocumentPdf(invoice);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Invoice RF18539007547034');
    expect(pdf.getAuthor()).toBe('Proto Platform B.V.');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2025-03-14T00:00:00.000Z');
    const text = await textOf(bytes);
    for (const expected of ['RF18539007547034', 'NL91ABNA0417164300', 'EUR 1,375.00', 'Acme Corp.', 'KvK 12345678']) {
      expect(text).toContain(expected);
    }
  });

  it('renders a receipt', async () => {
    const bytes = await renderBusinessDocumentPdf(receipt);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Receipt R-2025-0042');
    const text = await textOf(bytes);
    expect(text).toContain('Total paid');
    expect(text).toContain('Paid on');
    expect(text).not.toContain('IBAN');
  });

  it('runs onto further pages when the lines do not fit on one', async () => {
    const lines = Array.from({ length: 80 }, (_, i) => ({ description: `Work item ${i + 1}`, amount: 'EUR 10.00' }));
    const bytes = await renderBusinessDocumentPdf({ ...invoice, lines });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    const text = await textOf(bytes);
    expect(text).toContain('Work item 80');
    expect(text).toContain('(continued)');
    expect(text).toContain(`Page ${pdf.getPageCount()} of ${pdf.getPageCount()}`);
  });

  it('draws characters the standard fonts cannot encode as "?" instead of throwing', async () => {
    const bytes = await renderBusinessDocumentPdf({
      ...invoice,
      billTo: { name: '山田太郎 🚀', lines: ['Café → Straße'] },
      lines: [{ description: 'Launch 🎉 of 東京 site', amount: 'EUR 5.00' }],
    });
    const text = await textOf(bytes);
    expect(text).toContain('???? ?');
    expect(text).toContain('Café ? Straße');
    expect(text).toContain('Launch ? of ?? site');
  });

  it('gives the same bytes for the same document', async () => {
    expect(await renderBusinessDocumentPdf(invoice)).toEqual(await renderBusinessDocumentPdf(invoice));
  });

  it('refuses an issue date that is not a real YYYY-MM-DD day', async () => {
    await expect(renderBusinessDocumentPdf({ ...invoice, issuedOn: '2025-02-30' })).rejects.toThrow(RangeError);
  });
});
