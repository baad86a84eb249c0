import { CV_PDF_MAX_BYTES, CV_PDF_MESSAGES } from '@app/shared/assistant/assistant.constants';
import { ApiRequestError } from '../../../lib/api-error';

export const CV_PDF_NOT_READ = 'Your PDF could not be read just now. Please try again, or paste your CV instead.';

/**
 * What the browser can tell before sending (issue 33): the size, with the server's own sentence,
 * and the kind by type or name (the server checks the bytes). Null when the file may go.
 */
export function checkCvPdfFile(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const looksLikePdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!looksLikePdf) return CV_PDF_MESSAGES.notPdf;
  if (file.size > CV_PDF_MAX_BYTES) return CV_PDF_MESSAGES.tooLarge;
  return null;
}

/** The server's sentence when it refused the file (or asked to wait); ours when it could not answer. */
export function describeCvPdfFailure(error: unknown): string {
  if (error instanceof ApiRequestError && (error.isRejection || error.status === 429) && error.serverMessage) {
    return error.serverMessage;
  }
  return CV_PDF_NOT_READ;
}
