import { CV_PDF_MAX_PAGES } from '@app/shared/assistant/assistant.constants';
import { getResolvedPDFJS } from 'unpdf';
import { hasDecodedBytesWithin } from './cv-pdf-decoded-size.ts';
import {
  CV_PDF_MAX_DECODED_BYTES,
  CV_PDF_MAX_KEPT_CHARACTERS,
  CV_PDF_MAX_RAW_CHARACTERS,
  CV_PDF_MAX_TEXT_ITEMS,
} from './cv-pdf-limits.ts';
import { cutToLength, normalizeText } from './cv-pdf-text.ts';

/**
 * The text of a CV's PDF, read with PDF.js (unpdf's build for servers). This runs in the parse's
 * own thread (cv-pdf-worker.ts), never on the server's event loop; it answers with data, as a
 * thread can pass on, and the caps of cv-pdf-limits.ts bound it before and during the parse.
 */
export type CvPdfReading =
  | { ok: true; text: string; truncated: boolean }
  | { ok: false; reason: 'encrypted' | 'broken' | 'noText' | 'tooComplex' };

type PdfJs = Awaited<ReturnType<typeof getResolvedPDFJS>>;
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

export async function readPdfText(pdf: Uint8Array): Promise<CvPdfReading> {
  if (!(await hasDecodedBytesWithin(pdf, CV_PDF_MAX_DECODED_BYTES))) return { ok: false, reason: 'tooComplex' };
  const { getDocument } = await getResolvedPDFJS();
  const task = getDocument({
    data: pdf,
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    stopAtErrors: false,
  });
  let document: PdfDocument;
  try {
    document = await task.promise;
  } catch (error) {
    return { ok: false, reason: isPasswordError(error) ? 'encrypted' : 'broken' };
  }
  try {
    return await readPages(document);
  } catch {
    return { ok: false, reason: 'broken' };
  } finally {
    await task.destroy().catch(() => {});
  }
}

async function readPages(document: PdfDocument): Promise<CvPdfReading> {
  const pageCount = Math.min(document.numPages, CV_PDF_MAX_PAGES);
  let raw = '';
  let items = 0;
  let pagesRead = 0;
  let isCutShort = false;
  while (pagesRead < pageCount && !isCutShort && normalizeText(raw).length <= CV_PDF_MAX_KEPT_CHARACTERS) {
    pagesRead += 1;
    const page = await document.getPage(pagesRead);
    // Streamed, so a page of a million pieces is left as soon as the caps are reached.
    const reader = page.streamTextContent().getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      for (const item of chunk.value.items) {
        items += 1;
        if ('str' in item) raw += item.str + (item.hasEOL ? '\n' : '');
        if (items >= CV_PDF_MAX_TEXT_ITEMS || raw.length >= CV_PDF_MAX_RAW_CHARACTERS) isCutShort = true;
      }
      if (isCutShort) {
        await reader.cancel();
        break;
      }
    }
    raw += '\n\n';
    page.cleanup();
  }
  const text = normalizeText(raw);
  if (!/[\p{L}\p{N}]/u.test(text)) return { ok: false, reason: 'noText' };
  const kept = cutToLength(text, CV_PDF_MAX_KEPT_CHARACTERS);
  return { ok: true, text: kept, truncated: isCutShort || kept.length < text.length || pagesRead < document.numPages };
}

const isPasswordError = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'PasswordException';
