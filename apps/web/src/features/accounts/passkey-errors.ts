import { ApiRequestError, describeError, NetworkError } from '../../lib/api-error';

/** What the browser's passkey prompt can fail with (a DOMException, or @simplewebauthn's WebAuthnError). */
const BROWSER_REASONS: Record<string, string> = {
  NotAllowedError: 'The passkey request was cancelled or timed out. Nothing was changed.',
  AbortError: 'The passkey request was cancelled. Nothing was changed.',
  InvalidStateError: 'This device already holds a passkey for this account.',
  NotSupportedError: 'This device has no passkey that can be used here.',
  SecurityError: 'This address cannot use passkeys. Open the site at its usual address and try again.',
};

/**
 * The sentence to show when saving or using a passkey failed: the server's own words when it
 * answered, a plain reason when the browser's prompt was cancelled or refused, else `fallback`.
 */
export function describePasskeyError(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError || error instanceof NetworkError) return describeError(error, fallback);
  if (error instanceof Error) return BROWSER_REASONS[error.name] ?? fallback;
  return fallback;
}
