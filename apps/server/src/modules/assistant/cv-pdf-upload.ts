import { API_ERROR_CODES } from '@app/shared/api/api-error.schemas';
import { CV_PDF_FIELD, CV_PDF_MAX_BYTES, CV_PDF_MESSAGES } from '@app/shared/assistant/assistant.constants';
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/** What the upload route accepts: one file of at most 5 MB and hardly anything else. */
export const CV_UPLOAD_OPTIONS: FastifyMultipartBaseOptions = {
  limits: {
    fileSize: CV_PDF_MAX_BYTES,
    files: 1,
    fields: 4,
    fieldSize: 1024,
    fieldNameSize: 100,
    parts: 5,
    headerPairs: 20,
  },
};

const malformed = () => new AppError(400, API_ERROR_CODES.invalidInput, CV_PDF_MESSAGES.malformed);
const missing = () =>
  new AppError(400, API_ERROR_CODES.invalidInput, CV_PDF_MESSAGES.missing, [
    { path: CV_PDF_FIELD, message: CV_PDF_MESSAGES.missing },
  ]);

/** The multipart plugin's and busboy's failures as the API's answers; anything else is a bug (500). */
function uploadFailure(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(413, API_ERROR_CODES.payloadTooLarge, CV_PDF_MESSAGES.tooLarge);
  }
  if (code === 'FST_FILES_LIMIT') return missing();
  if (typeof code === 'string' && code.startsWith('FST_')) return malformed();
  // busboy's own: a missing boundary, a body cut short.
  if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) return malformed();
  return error;
}

/**
 * The bytes of the one file sent in the field `file` of a multipart/form-data request. Every part
 * is read to its end, so the request is consumed whatever it holds; other files are read and
 * dropped (the limits bound them), plain fields ignored.
 */
export async function receiveCvPdf(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(415, API_ERROR_CODES.unsupportedMediaType, CV_PDF_MESSAGES.malformed);
  }
  let pdf: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === CV_PDF_FIELD) pdf = bytes;
    }
  } catch (error) {
    throw uploadFailure(error);
  }
  if (!pdf) throw missing();
  return pdf;
}
