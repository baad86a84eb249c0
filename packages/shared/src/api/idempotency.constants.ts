/**
 * What the API answers a keyed write (Idempotency-Key) that cannot run now. No zod here: the web
 * app's shell reads these codes, and zod must stay out of it.
 */
export const IDEMPOTENCY_CODES = {
  /** A keyed write whose first request is still running: retry the same request later. */
  inProgress: 'in_progress',
  /** A keyed write that was stored but whose answer was lost: never send it again. */
  alreadyCarriedOut: 'already_carried_out',
} as const;

export const IDEMPOTENCY_MESSAGES = {
  /** 409 `conflict`: the key's first request had another method, URL or body. */
  reused: 'This Idempotency-Key was already used for a different request.',
  /** 409 `in_progress`: the first request is still running; the same retry later gets its answer. */
  inProgress: 'A request with this Idempotency-Key is still being processed.',
  /** 409 `already_carried_out`: the write is stored, but its process died before answering. */
  answerLost: 'This request was already carried out, but its answer was lost. Refresh to see the result.',
} as const;
