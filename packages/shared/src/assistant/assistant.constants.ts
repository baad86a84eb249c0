/** The free-text assistants (issue 23): limits and the sentences the user sees. */
export const ASSISTANT_TEXT_MAX_LENGTH = 5000;

export const ASSISTANT_MESSAGES = {
  empty: 'Please describe your project in a few words.',
  tooLong: `Please keep it under ${ASSISTANT_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  cvEmpty: 'Please paste your CV or LinkedIn summary.',
  cvTooLong: `Please keep it under ${ASSISTANT_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters.`,
} as const;

/** Who understood the text: the built-in extractor (default, no network) or the configured model. */
export const ASSISTANT_GENERATORS = ['built-in', 'llm'] as const;
export type AssistantGenerator = (typeof ASSISTANT_GENERATORS)[number];

/**
 * A CV uploaded as a PDF (issue 33): its text is read on the server and goes into the paste box.
 * The size is checked in the browser and on the server with the same sentence.
 */
export const CV_PDF_MAX_BYTES = 5 * 1024 * 1024;
/** Only the first pages are read: a CV is short, and a long PDF must not hold the server. */
export const CV_PDF_MAX_PAGES = 20;
/** The multipart field that carries the PDF. */
export const CV_PDF_FIELD = 'file';

export const CV_PDF_MESSAGES = {
  tooLarge: 'The PDF is larger than 5 MB.',
  notPdf: 'This file is not a PDF. Choose a PDF, or paste your CV instead.',
  missing: 'Choose one PDF file to upload.',
  malformed: 'The upload could not be read: send one PDF as multipart/form-data in the field "file".',
  encrypted: 'This PDF is password-protected; paste your CV instead.',
  broken: 'This PDF is damaged and cannot be read; paste your CV instead.',
  noText: 'This PDF has no text we can read; paste your CV instead.',
  /** Issue 40: the parse ran past its deadline and was stopped. */
  tooSlow: 'This PDF could not be read in time.',
  /** Issue 40: its streams decode to more than the server reads, or the parse passed its memory cap. */
  tooComplex: 'This PDF is too complex to read; paste your CV instead.',
  /** Issue 40: every parse this server runs at once is taken, and the line for a turn is full. */
  busy: 'Too many PDFs are being read right now. Please try again in a few seconds.',
} as const;
