import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { getResolvedPDFJS } from 'unpdf';
import { CV_PDF_WORKER_NICE } from './cv-pdf-limits.ts';
import { type CvPdfReading, readPdfText } from './cv-pdf-read.ts';

/**
 * The parse's thread (issue 40): loads PDF.js, says it is ready (the parse's deadline starts
 * then), reads one PDF, posts the answer, and is ended by the server (cv-pdf.ts), at once or at
 * the deadline. Whatever escapes PDF.js here is a damaged file, not a crash: the server only ever
 * hears an answer.
 */
// Behind the server's own event loop for the CPU: on Linux a nice value is per thread, so only this
// one yields. Where that is not allowed, the thread runs at the server's priority.
try {
  setPriority(CV_PDF_WORKER_NICE);
} catch {}

const post = (answer: CvPdfReading | 'ready') => parentPort?.postMessage(answer);
const damaged = () => post({ ok: false, reason: 'broken' });
process.on('uncaughtException', damaged);
process.on('unhandledRejection', damaged);

await getResolvedPDFJS();
post('ready');
post(
  await readPdfText(new Uint8Array(workerData as ArrayBuffer)).catch(
    (): CvPdfReading => ({ ok: false, reason: 'broken' }),
  ),
);
