import { z } from 'zod';
import { IDEMPOTENCY_CODES } from './idempotency.constants.ts';

/** One field-level problem, as returned in `errors[]` (DESIGN.md §4). */
export const FieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** The single failure shape every API route answers with (DESIGN.md §4). */
export const ApiErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  errors: z.array(FieldErrorSchema).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Machine codes used in `error`; the human sentence goes in `message`. */
export const API_ERROR_CODES = {
  invalidInput: 'invalid_input',
  invalidJson: 'invalid_json',
  unauthorized: 'unauthorized',
  /** A saved account's session that ended after 30 idle days (issue 21): sign in again. */
  sessionExpired: 'session_expired',
  forbidden: 'forbidden',
  /**
   * A sensitive account action (issue 35, "sudo mode") without a passkey or recovery-code sign-in of
   * this session in the last 10 minutes (403): re-authenticate, then try again.
   */
  reauthenticationRequired: 'reauthentication_required',
  notFound: 'not_found',
  conflict: 'conflict',
  /** 409 of an account deletion while a contract of the account still holds money (issue 40 §4). */
  contractsToSettle: 'contracts_to_settle',
  /** Keyed writes (Idempotency-Key): first request still running / stored but its answer lost. */
  inProgress: IDEMPOTENCY_CODES.inProgress,
  alreadyCarriedOut: IDEMPOTENCY_CODES.alreadyCarriedOut,
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  /** A document (a CV's PDF) that arrived whole but cannot be read: encrypted, damaged, or no text (422). */
  unreadableDocument: 'unreadable_document',
  rateLimited: 'rate_limited',
  /** A mail's signed link (unsubscribe) that ran out (410): the page says so and links to the settings. */
  linkExpired: 'link_expired',
  databaseUnavailable: 'database_unavailable',
  /** A feature this server is not set up for (email without SMTP_URL), 503. */
  notConfigured: 'not_configured',
  internal: 'internal_error',
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];
