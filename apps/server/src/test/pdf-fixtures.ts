import { deflateSync } from 'node:zlib';

/**
 * Small PDFs written by hand for the CV upload's tests (issue 33), used by the server's API tests
 * and the browser journey (e2e/cv-pdf.spec.ts). Plain Node, no library: each is a few objects with
 * a correct cross-reference table, so PDF.js reads them without falling back to repair. The hostile
 * ones at the end are the attacks of issue 40: small files that cost a reader a lot.
 */

type PdfObject = string | Buffer;

const HEADER = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');

/** Numbers the objects 1..n in order, writes the xref table and the trailer (which adds `/Root 1 0 R`). */
function assemblePdf(objects: PdfObject[], trailerEntries = ''): Buffer {
  const chunks: Buffer[] = [HEADER];
  const offsets: number[] = [];
  let length = HEADER.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerEntries}>>\nstartxref\n${length}\n%%EOF\n`;
  chunks.push(Buffer.from(xref + trailer, 'latin1'));
  return Buffer.concat(chunks);
}

const stream = (dictionary: string, data: Buffer | string) => {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${bytes.length} >>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream', 'latin1'),
  ]);
};

/** A PDF string literal: backslashes and parentheses escaped; Latin-1 text (WinAnsiEncoding). */
const literal = (text: string) => `(${text.replace(/[\\()]/g, (character) => `\\${character}`)})`;

const catalogAndPages = (pageCount: number, firstPage: number) => [
  '<< /Type /Catalog /Pages 2 0 R >>',
  `<< /Type /Pages /Kids [${Array.from({ length: pageCount }, (_, i) => `${firstPage + i} 0 R`).join(' ')}] /Count ${pageCount} >>`,
];

/**
 * One A4 page per entry of `pages`, each line in 11 pt Helvetica, top to bottom. Objects: 1 catalog,
 * 2 pages, 3 font, then a page and its content stream per page.
 */
export function buildTextPdf(pages: string[][]): Buffer {
  const objects: PdfObject[] = [
    ...catalogAndPages(pages.length, 4),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  // Pages first (4..), then their content streams, so the Kids numbers above are right.
  const contentOf = (index: number) => 4 + pages.length + index;
  pages.forEach((_, index) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentOf(index)} 0 R >>`,
    );
  });
  for (const lines of pages) {
    const text = lines.map((line, i) => `BT /F1 11 Tf 56 ${780 - i * 16} Td ${literal(line)} Tj ET`).join('\n');
    objects.push(stream('', text));
  }
  return assemblePdf(objects);
}

/** A "scanned" CV: one page that only paints an image (a 2x2 grey square), no text at all. */
export function buildScannedPdf(): Buffer {
  return assemblePdf([
    ...catalogAndPages(1, 3),
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>',
    stream('', 'q 400 0 0 560 96 140 cm /Im1 Do Q'),
    stream(
      '/Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceGray /BitsPerComponent 8',
      Buffer.from([0x20, 0xd0, 0xd0, 0x20]),
    ),
  ]);
}

/**
 * A password-protected PDF: the standard security handler (RC4, revision 2) with a user password
 * the empty one does not match, so no reader opens it without the password.
 */
export function buildEncryptedPdf(): Buffer {
  const hex = (byte: string) => `<${byte.repeat(32)}>`;
  return assemblePdf(
    [
      ...catalogAndPages(1, 3),
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
      stream('', 'BT /F1 11 Tf 56 780 Td (Secret) Tj ET'),
      `<< /Filter /Standard /V 1 /R 2 /Length 40 /O ${hex('5a')} /U ${hex('a7')} /P -3904 >>`,
    ],
    `/Encrypt 5 0 R /ID [<${'0f'.repeat(16)}> <${'0f'.repeat(16)}>] `,
  );
}

/** Starts like a PDF, then nothing a reader can use: no objects, no cross-references, no trailer. */
export function buildCorruptPdf(): Buffer {
  return Buffer.concat([HEADER, Buffer.from('this is not really a PDF \x00\x01\x02 trailer garbage\n', 'latin1')]);
}

/** A PDF one byte over `maxBytes`: a real text PDF padded with a comment. */
export function buildOversizedPdf(maxBytes: number): Buffer {
  const pdf = buildTextPdf([['Too big']]);
  const padding = Buffer.alloc(maxBytes + 1 - pdf.length - 2, 0x20);
  return Buffer.concat([pdf, Buffer.from('%', 'latin1'), padding, Buffer.from('\n', 'latin1')]);
}

/** A PNG's first bytes: a file that is not a PDF, whatever its name or declared type. */
export const NOT_A_PDF = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

/** One page in Helvetica whose content stream is `content`, compressed (FlateDecode) or as it is. */
function buildOnePagePdf(content: Buffer, { compressed = true, resources = '' } = {}): Buffer {
  return assemblePdf([
    ...catalogAndPages(1, 3),
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> ${resources}>> /Contents 4 0 R >>`,
    compressed ? stream('/Filter /FlateDecode', deflateSync(content, { level: 9 })) : stream('', content),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]);
}

/** About 150 KB that inflates to `decodedBytes` (50 MB by default) of text operators on one page. */
export function buildInflatingPdf(decodedBytes = 50 * 1024 * 1024): Buffer {
  const operator = 'BT /F1 11 Tf 56 780 Td (Hello world) Tj ET\n';
  return buildOnePagePdf(Buffer.from(operator.repeat(Math.ceil(decodedBytes / operator.length)), 'latin1'));
}

/**
 * `count` operators that show nothing (a move and a blank string), compressed: each costs PDF.js a
 * text-state change, so a few hundred kilobytes keep it busy for tens of seconds.
 */
export function buildEmptyOperatorsPdf(count = 1_000_000): Buffer {
  return buildOnePagePdf(Buffer.from('0 0 Td ( ) Tj '.repeat(count), 'latin1'));
}

/** A page whose resources hold an array nested `depth` deep: a recursive parser runs out of stack. */
export function buildDeeplyNestedPdf(depth = 100_000): Buffer {
  return buildOnePagePdf(Buffer.from('BT /F1 11 Tf 56 780 Td (Nested) Tj ET', 'latin1'), {
    compressed: false,
    resources: `/Deep ${'['.repeat(depth)}${']'.repeat(depth)} `,
  });
}
