import type { FieldError } from '@app/shared/api/api-error.schemas';
import { IDEMPOTENCY_CODES } from '@app/shared/api/idempotency.constants';

/** A non-OK answer from the API. `message` is the spec's 'HTTP error! status: {code}'. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | null;
  /** The server's human sentence, shown to the user. */
  readonly serverMessage: string | null;
  readonly errors: FieldError[];
  readonly retryAfterSeconds: number | null;
  /** The whole answer, for an error that says more than its message (a list of contracts to settle). */
  readonly details: unknown;

  constructor(init: {
    status: number;
    code?: string | null;
    serverMessage?: string | null;
    errors?: FieldError[];
    retryAfterSeconds?: number | null;
    details?: unknown;
  }) {
    super(`HTTP error! status: ${init.status}`);
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.code = init.code ?? null;
    this.serverMessage = init.serverMessage ?? null;
    this.errors = init.errors ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.details = init.details ?? null;
  }

  /** Rejected for what was sent (4xx other than 408/429): retrying the same request won't help. */
  get isRejection(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }
}

/** The request never got an answer: offline, DNS, connection reset. */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Network connection error - please check your internet connection', { cause });
    this.name = 'NetworkError';
  }
}

/** What to show a person for any error thrown by the API client. */
export function describeError(error: unknown, fallback = 'An error occurred. Please try again.'): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? error.message;
  if (error instanceof NetworkError) return error.message;
  return fallback;
}

/**
 * True when a write should go to the outbox and be retried later rather than be given up. So is a
 * keyed write whose first try the server still holds (409 `in_progress`, e.g. its instance died
 * mid-request): within seconds the server either answers it or lets the same retry run.
 */
export function isTransientError(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiRequestError && (!error.isRejection || error.code === IDEMPOTENCY_CODES.inProgress);
}

/** A keyed write the server carried out, but whose answer was lost (409 `already_carried_out`). */
export function isAlreadyCarriedOut(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.code === IDEMPOTENCY_CODES.alreadyCarriedOut;
}
