import { CV_PDF_FIELD } from '@app/shared/assistant/assistant.constants';
import { CvTextResponseSchema } from '@app/shared/assistant/assistant.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/assistant/cv-text: the text of a CV sent as a PDF (issue 33). Nothing is stored, but
 * reading costs the server work, so it carries the visitor's token and is limited per visitor (issue 40).
 */
export function readCvPdf(file: File) {
  const form = new FormData();
  form.append(CV_PDF_FIELD, file, file.name);
  return apiRequest('/assistant/cv-text', { method: 'POST', body: form, schema: CvTextResponseSchema });
}

export function useReadCvPdf() {
  return useMutation({ mutationFn: readCvPdf });
}
