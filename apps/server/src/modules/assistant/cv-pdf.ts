import { Worker } from 'node:worker_threads';
import { API_ERROR_CODES } from '@app/shared/api/api-error.schemas';
import { CV_PDF_MESSAGES } from '@app/shared/assistant/assistant.constants';
import type { CvTextResponse } from '@app/shared/assistant/assistant.schemas';
import { AppError } from '../../lib/app-error.ts';
import { CV_PDF_PARALLEL_PARSES, CV_PDF_WAITING_PARSES, CV_PDF_WORKER_LIMITS } from './cv-pdf-limits.ts';
import type { CvPdfReading } from './cv-pdf-read.ts';

/**
 * The text of a CV sent as a PDF (issues 33, 40). PDF.js never runs on this event loop: each parse
 * gets a thread of its own (cv-pdf-worker.ts) with a heap cap, which is terminated when it answers
 * or at the deadline, whichever comes first, so its memory goes with it. At most
 * CV_PDF_PARALLEL_PARSES run at once in a process and CV_PDF_WAITING_PARSES wait for a turn; the
 * next upload is asked to come back (429).
 */

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** Readers accept the header anywhere in the first kilobyte; a few tools write bytes before it. */
const HEADER_WINDOW = 1024;
export const CV_PDF_BUSY_RETRY_SECONDS = 10;
/** A thread that has not loaded PDF.js by then is stuck (a machine out of memory): stopped like a slow parse. */
const WORKER_START_LIMIT_MS = 30_000;

/** In the build, scripts/build-server.mjs writes the thread's file beside server.js. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const workerFile = async () =>
  FROM_SOURCE
    ? (await import('./cv-pdf-worker-source.ts')).workerFileFromSource()
    : new URL('./cv-pdf-worker.js', import.meta.url);

const unreadable = (message: string) => new AppError(422, API_ERROR_CODES.unreadableDocument, message);

/** By the bytes, not the declared type: `%PDF-` near the start. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, HEADER_WINDOW).includes(PDF_MAGIC);
}

type CvText = Omit<CvTextResponse, 'success'>;
type Answer = CvPdfReading | { ok: false; reason: 'tooSlow' };

export async function readCvPdfText(bytes: Buffer, { timeLimitMs }: { timeLimitMs: number }): Promise<CvText> {
  if (!isPdf(bytes)) throw new AppError(415, API_ERROR_CODES.unsupportedMediaType, CV_PDF_MESSAGES.notPdf);
  const file = await workerFile();
  const answer = await inTurn(() => parseInWorker(file, bytes, timeLimitMs));
  if (!answer.ok) throw unreadable(CV_PDF_MESSAGES[answer.reason]);
  return { text: answer.text, truncated: answer.truncated };
}

function parseInWorker(file: URL, bytes: Buffer, timeLimitMs: number): Promise<Answer> {
  // A copy of its own, handed over (not copied again) to the thread.
  const data = new Uint8Array(bytes).buffer;
  const worker = new Worker(file, {
    workerData: data,
    transferList: [data],
    resourceLimits: CV_PDF_WORKER_LIMITS,
  });
  return new Promise((resolve, reject) => {
    let isSettled = false;
    const settle = (outcome: () => void) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(deadline);
      // Answered only once the thread is gone: its heap is freed, and its turn is free.
      void worker.terminate().finally(outcome);
    };
    const overTime = () => settle(() => resolve({ ok: false, reason: 'tooSlow' }));
    // Loading PDF.js is the server's own work, not the file's: the deadline starts once it is loaded.
    let deadline = setTimeout(overTime, WORKER_START_LIMIT_MS);
    worker.on('message', (message: CvPdfReading | 'ready') => {
      if (message !== 'ready') return settle(() => resolve(message));
      clearTimeout(deadline);
      deadline = setTimeout(overTime, timeLimitMs);
    });
    worker.once('error', (error: Error & { code?: string }) =>
      // Over its heap cap, V8 stops the thread; anything else (a missing file) is our bug: 500.
      settle(() =>
        error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve({ ok: false, reason: 'tooComplex' }) : reject(error),
      ),
    );
    worker.once('exit', () => settle(() => resolve({ ok: false, reason: 'broken' })));
  });
}

let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < CV_PDF_PARALLEL_PARSES) running += 1;
  else if (waiting.length < CV_PDF_WAITING_PARSES) await new Promise<void>((resolve) => waiting.push(resolve));
  else throw new AppError(429, API_ERROR_CODES.rateLimited, CV_PDF_MESSAGES.busy);
  try {
    return await work();
  } finally {
    // The turn passes straight to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
