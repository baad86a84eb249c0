// The cluster test's record of its traffic, and how it writes: each write with an
// Idempotency-Key, retried with the same key when it got no answer from the app, as the web app
// does. Every attempt is kept (status, error code, times) for the checks afterwards.
import { call } from './http.mjs';

/** How long one write keeps being retried: twice the server's 20 s for an abandoned key claim. */
const RETRY_DEADLINE_MS = 40_000;
/** Answers that mean "no answer from the app": a stopped instance (nginx 502/504) or a drain (503). */
export const LOST = new Set([0, 502, 503, 504]);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether an attempt is the server saying the key's first request is still running. */
export const isStillRunning = (attempt) => attempt.status === 409 && attempt.code === 'in_progress';
/**
 * Whether an attempt is the server saying the key's first request was stored but its answer was
 * lost (its instance died between the commit and the reply): the write is done, once.
 */
export const isAnswerLost = (attempt) => attempt.status === 409 && attempt.code === 'already_carried_out';

/**
 * Everything the traffic did: each write with its attempts (status, times) and outcome, and a
 * count of reads. `attempts[].status` 0 is a network error.
 */
export function createJournal(runId) {
  let sequence = 0;
  return {
    runId,
    writes: [],
    reads: { total: 0, failed: [] },
    nextKey: (visitor) => `ck-${runId}-${visitor}-${++sequence}`,
  };
}

function attemptOf(result) {
  return {
    status: result.status,
    error: result.error ?? (result.status >= 400 ? result.body?.message : undefined),
    code: result.status >= 400 ? result.body?.error : undefined,
    started: result.started,
    ended: result.ended,
    replayed: result.replayed,
  };
}

/**
 * One keyed write, retried with the same key while the answer says "no answer" or "the first
 * try of this key is still running" (its instance died holding the claim; the server takes an
 * uncommitted claim over after 20 s). "Carried out, answer lost" ends it as `answer lost`: stored
 * once, with no body to read. `landed`, for a write the server does not dedupe by key (a vote),
 * reads it back before it is sent again. Records it in the journal; resolves with the final result.
 */
export async function write({ baseUrl, journal }, { kind, visitor, method = 'POST', url, body, key, landed }) {
  const record = { kind, key, visitor: visitor.index, url, attempts: [], outcome: 'pending', id: null };
  journal.writes.push(record);
  const deadline = performance.now() + RETRY_DEADLINE_MS;
  for (;;) {
    const result = await call(baseUrl, method, url, {
      headers: { ...visitor.headers, 'idempotency-key': key },
      body,
    });
    const attempt = attemptOf(result);
    record.attempts.push(attempt);
    if (result.status >= 200 && result.status < 300) {
      record.outcome = 'acknowledged';
      return { record, body: result.body };
    }
    if (isAnswerLost(attempt)) {
      record.outcome = 'answer lost';
      return { record, body: null };
    }
    const isLost = LOST.has(result.status);
    const isWaiting = isStillRunning(attempt);
    if ((!isLost && !isWaiting) || performance.now() > deadline) {
      record.outcome = isLost || isWaiting ? 'gave up' : 'refused';
      return { record, body: result.body };
    }
    if (isLost && landed && (await landed())) {
      record.outcome = 'acknowledged';
      record.readBack = true;
      return { record, body: null };
    }
    await sleep(isWaiting ? 1000 : 200);
  }
}

/** One read, counted; anything but 200 is kept as a failure. */
export async function read({ baseUrl, journal }, visitor, url) {
  const result = await call(baseUrl, 'GET', url, { headers: visitor?.headers ?? {} });
  journal.reads.total += 1;
  if (result.status !== 200) journal.reads.failed.push({ url, ...attemptOf(result) });
}
