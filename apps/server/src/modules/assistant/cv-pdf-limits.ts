import { ASSISTANT_TEXT_MAX_LENGTH } from '@app/shared/assistant/assistant.constants';

/**
 * What one uploaded PDF may cost (issue 40). The upload's size (CV_PDF_MAX_BYTES, 5 MB) and the
 * pages read (CV_PDF_MAX_PAGES, 20) live in packages/shared, since the browser names them too.
 * The rest are the server's own. A real CV is far inside every one of them.
 */

/** Room in the upload's body for the multipart envelope around the file (boundaries, part headers). */
export const CV_PDF_FORM_ENVELOPE_BYTES = 64 * 1024;

/**
 * Decoded stream bytes, before the parse: every FlateDecode stream in the file (content streams,
 * object streams, fonts, images) is inflated and counted, and past 24 MB in all the PDF is refused
 * unread. A CV's text and fonts decode to a few megabytes; 150 KB that inflate to 50 MB of
 * operators are what this stops.
 */
export const CV_PDF_MAX_DECODED_BYTES = 24 * 1024 * 1024;

/**
 * Text items, during the parse: the pieces of text PDF.js hands over (one per shown string). A CV
 * page has a few hundred; reading stops at this many in all, and the text so far is kept as
 * truncated.
 */
export const CV_PDF_MAX_TEXT_ITEMS = 20_000;

/**
 * Characters collected, during the parse: the raw text gathered before it is tidied. Whitespace
 * shrinks when tidied, so four times what is kept; reading stops past it.
 */
export const CV_PDF_MAX_RAW_CHARACTERS = 4 * ASSISTANT_TEXT_MAX_LENGTH;

/** Characters kept: the profile draft's own limit (5,000), cut at a word. */
export const CV_PDF_MAX_KEPT_CHARACTERS = ASSISTANT_TEXT_MAX_LENGTH;

/**
 * The parse's thread: heap and stack caps (its V8 stops it past them, never the server's), and how
 * many run at once in one process, and wait for a turn, before the next upload is told to come back.
 */
export const CV_PDF_WORKER_LIMITS = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };
export const CV_PDF_PARALLEL_PARSES = 2;
export const CV_PDF_WAITING_PARSES = 8;
/** The parse thread's nice value: on a busy machine, requests get the CPU before a PDF does. */
export const CV_PDF_WORKER_NICE = 10;
