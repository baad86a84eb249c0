import { API_ERROR_CODES } from '@app/shared/api/api-error.schemas';
import { ApiRequestError } from '../../lib/api-error';

/**
 * "Confirm it's you" (issue 35, "sudo mode"): adding a passkey, making new recovery codes, removing
 * a passkey and deleting a saved account need this session to have proved, in the last 10 minutes,
 * that it holds one of the account's passkeys or recovery codes.
 */

/** Whether to ask before one of those actions: a saved account whose window is closed (or never opened). */
export function needsReauthentication(
  account: { isSaved: boolean; reauthenticatedUntil: string | null },
  now = Date.now(),
): boolean {
  if (!account.isSaved) return false;
  if (account.reauthenticatedUntil === null) return true;
  return Date.parse(account.reauthenticatedUntil) <= now;
}

/** The server's 403 asking for it (the window closed while the page thought it open, or a proof failed). */
export function isReauthenticationRequired(error: unknown): error is ApiRequestError {
  return (
    error instanceof ApiRequestError && error.status === 403 && error.code === API_ERROR_CODES.reauthenticationRequired
  );
}
