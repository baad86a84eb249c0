import { API_ERROR_CODES } from '@app/shared/api/api-error.schemas';
import {
  ASSISTANT_TEXT_MAX_LENGTH,
  CV_PDF_MAX_PAGES,
  CV_PDF_MESSAGES,
} from '@app/shared/assistant/assistant.constants';
import type { CvTextResponse } from '@app/shared/assistant/assistant.schemas';
import { getResolvedPDFJS } from 'unpdf';
import { AppError } from '../../lib/app-error.ts';

/**
 * The text of a CV sent as a PDF (issue 33), read with PDF.js (unpdf's build for servers). The
 * work is bounded: at most CV_PDF_MAX_PAGES pages, reading stops once the profile draft's limit of
 * text is reached, and the whole read has a time budget. PDF.js runs on this process's event loop,
 * so these bounds are what keeps one PDF from holding every other request.
 */

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** Readers accept the header anywhere in the first kilobyte; a few tools write bytes before it. */
const HEADER_WINDOW = 1024;
const TIME_BUDGET_MS = 10_000;

const unreadable = (message: string) => new AppError(422, API_ERROR_CODES.unreadableDocument, message);

/** By the bytes, not the declared type: `%PDF-` near the start. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, HEADER_WINDOW).includes(PDF_MAGIC);
}

type CvText = Omit<CvTextResponse, 'success'>;

export async function readCvPdfText(bytes: Buffer, { timeBudgetMs = TIME_BUDGET_MS } = {}): Promise<CvText> {
  if (!isPdf(bytes)) throw new AppError(415, API_ERROR_CODES.unsupportedMediaType, CV_PDF_MESSAGES.notPdf);
  const { getDocument } = await getResolvedPDFJS();
  const task = getDocument({
    // A copy: PDF.js may take ownership of the buffer it is given.
    data: new Uint8Array(bytes),
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    stopAtErrors: false,
  });
  const reading = readPages(task.promise);
  // When the budget runs out first, the read's own failure (the task is destroyed) is not news.
  reading.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const overBudget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(unreadable(CV_PDF_MESSAGES.tooSlow)), timeBudgetMs);
  });
  try {
    return await Promise.race([reading, overBudget]);
  } finally {
    clearTimeout(timer);
    await task.destroy().catch(() => {});
  }
}

type PdfDocument = Awaited<ReturnType<Awaited<ReturnType<typeof getResolvedPDFJS>>['getDocument']>['promise']>;

async function readPages(opening: Promise<PdfDocument>): Promise<CvText> {
  let document: PdfDocument;
  try {
    document = await opening;
  } catch (error) {
    throw unreadable(isPasswordError(error) ? CV_PDF_MESSAGES.encrypted : CV_PDF_MESSAGES.broken);
  }
  const pageCount = Math.min(document.numPages, CV_PDF_MAX_PAGES);
  let raw = '';
  let pagesRead = 0;
  try {
    while (pagesRead < pageCount && normalizeText(raw).length <= ASSISTANT_TEXT_MAX_LENGTH) {
      pagesRead += 1;
      const page = await document.getPage(pagesRead);
      const content = await page.getTextContent();
      for (const item of content.items) if ('str' in item) raw += item.str + (item.hasEOL ? '\n' : '');
      raw += '\n\n';
      page.cleanup();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable(CV_PDF_MESSAGES.broken);
  }
  const text = normalizeText(raw);
  if (!/[\p{L}\p{N}]/u.test(text)) throw unreadable(CV_PDF_MESSAGES.noText);
  const kept = cutToLength(text, ASSISTANT_TEXT_MAX_LENGTH);
  return { text: kept, truncated: kept.length < text.length || pagesRead < document.numPages };
}

const isPasswordError = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'PasswordException';

/**
 * A control character other than tab and newline (NUL among them), or half of a surrogate pair
 * (with the `u` flag a whole pair is one code point): the profile draft would refuse the text.
 */
const UNSTORABLE = /(?![\t\n])\p{Cc}|[\uD800-\uDFFF]/gu;

/** One space between words, no blanks at line ends, at most one empty line in a row. */
function normalizeText(raw: string): string {
  return raw
    .replace(UNSTORABLE, ' ')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** At most `max` characters, ending at a word's end when one is near (never inside a surrogate pair). */
function cutToLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.search(/\s\S*$/);
  const end = lastSpace > max - 200 ? lastSpace : max;
  return text.slice(0, end).replace(UNSTORABLE, '').trimEnd();
}
