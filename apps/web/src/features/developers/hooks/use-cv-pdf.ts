import { useState } from 'react';
import { useReadCvPdf } from '../api/read-cv-pdf';
import { checkCvPdfFile, describeCvPdfFailure } from '../assistant/cv-pdf-file';

export type CvPdfState =
  | { status: 'idle' }
  | { status: 'reading'; fileName: string }
  | { status: 'read'; fileName: string; isTruncated: boolean }
  | { status: 'failed'; message: string };

/**
 * "Or upload a PDF" (issue 33): checks the file, sends it, and hands its text to `onText` (the
 * paste box), so it goes through the same profile draft as pasted text once the person has read it.
 */
export function useCvPdf(onText: (text: string) => void) {
  const [state, setState] = useState<CvPdfState>({ status: 'idle' });
  const { mutate } = useReadCvPdf();

  const read = (file: File) => {
    const refusal = checkCvPdfFile(file);
    if (refusal) {
      setState({ status: 'failed', message: refusal });
      return;
    }
    setState({ status: 'reading', fileName: file.name });
    mutate(file, {
      onSuccess: ({ text, truncated }) => {
        setState({ status: 'read', fileName: file.name, isTruncated: truncated });
        onText(text);
      },
      onError: (error) => setState({ status: 'failed', message: describeCvPdfFailure(error) }),
    });
  };

  return { state, read, isReading: state.status === 'reading' };
}
