import { CV_PDF_MAX_BYTES, CV_PDF_MESSAGES } from '@app/shared/assistant/assistant.constants';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, NetworkError } from '../../../lib/api-error';
import { CV_PDF_NOT_READ, checkCvPdfFile, describeCvPdfFailure } from './cv-pdf-file';

describe('a CV chosen as a PDF', () => {
  it('goes when it is a PDF of at most 5 MB, by its type or its name', () => {
    expect(checkCvPdfFile({ name: 'cv.pdf', type: 'application/pdf', size: CV_PDF_MAX_BYTES })).toBeNull();
    expect(checkCvPdfFile({ name: 'CV.PDF', type: '', size: 1000 })).toBeNull();
  });

  it('stays with the same sentences as the server: over 5 MB, or not a PDF', () => {
    expect(checkCvPdfFile({ name: 'cv.pdf', type: 'application/pdf', size: CV_PDF_MAX_BYTES + 1 })).toBe(
      CV_PDF_MESSAGES.tooLarge,
    );
    expect(checkCvPdfFile({ name: 'cv.docx', type: 'application/msword', size: 1000 })).toBe(CV_PDF_MESSAGES.notPdf);
  });

  it("shows the server's sentence for a refusal, and ours when the server could not answer", () => {
    const refusal = new ApiRequestError({ status: 422, serverMessage: CV_PDF_MESSAGES.noText });
    expect(describeCvPdfFailure(refusal)).toBe(CV_PDF_MESSAGES.noText);
    // Issue 40: stopped at the deadline, no visitor, too many uploads: each in the server's words.
    const stopped = new ApiRequestError({ status: 422, serverMessage: 'This PDF could not be read in time.' });
    expect(describeCvPdfFailure(stopped)).toBe('This PDF could not be read in time.');
    const limited = 'Too many requests. Please try again in 42 seconds.';
    expect(describeCvPdfFailure(new ApiRequestError({ status: 429, serverMessage: limited }))).toBe(limited);
    const noVisitor = 'Sign in again: your visitor token is missing or invalid.';
    expect(describeCvPdfFailure(new ApiRequestError({ status: 401, serverMessage: noVisitor }))).toBe(noVisitor);
    expect(describeCvPdfFailure(new ApiRequestError({ status: 503, serverMessage: 'Down' }))).toBe(CV_PDF_NOT_READ);
    expect(describeCvPdfFailure(new NetworkError())).toBe(CV_PDF_NOT_READ);
  });
});
