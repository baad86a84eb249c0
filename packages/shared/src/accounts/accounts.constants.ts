/** Identity that lasts (issue 21): passkeys, sessions, recovery codes. No zod here. */

/** A saved account's session ends after this many days without use (sliding). */
export const SESSION_IDLE_DAYS = 30;
/** How many single-use recovery codes a set has. */
export const RECOVERY_CODE_COUNT = 10;
/** A WebAuthn ceremony must finish within this many seconds of its options. */
export const CHALLENGE_TTL_SECONDS = 300;
export const PASSKEY_NAME_MAX = 60;
/**
 * "Sudo mode" (issue 35): adding a passkey to an account that has one, new recovery codes, removing
 * a passkey and deleting a saved account need a passkey or recovery-code sign-in (or
 * re-authentication) of this session within this many minutes.
 */
export const REAUTHENTICATION_WINDOW_MINUTES = 10;
export const REAUTHENTICATION_WINDOW_MS = REAUTHENTICATION_WINDOW_MINUTES * 60_000;
/** Who a deleted account's content is attributed to. */
export const DELETED_MEMBER_NAME = 'Deleted member';

/**
 * Recovery codes: 16 characters of Crockford base32 (80 bits), shown in four groups
 * (`7KQ2-M9XD-4RTA-PW3C`). Typed input is normalised: case, spaces and dashes do not matter, and
 * the letters Crockford reads as digits (O, I, L) are accepted as 0, 1, 1.
 */
export const RECOVERY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECOVERY_CODE_LENGTH = 16;

export function normalizeRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export function formatRecoveryCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

export const ACCOUNT_MESSAGES = {
  /** The same answer whether or not the passkey or the account exists (DESIGN.md §7). */
  signInFailed: 'That passkey could not sign you in. Try again, or use a recovery code.',
  recoveryFailed: 'That recovery code did not work. Check it and try again: each code works once.',
  sessionExpired:
    'Your session ended after 30 days without use. Sign in with your passkey or a recovery code to continue; anything you had not sent yet is kept on this device.',
  challengeExpired: 'This request took too long. Please try again.',
  registrationFailed: 'Your passkey could not be saved. Please try again.',
  passkeyNotFound: 'No passkey with this id.',
  sessionNotFound: 'No session with this id.',
  lastPasskey:
    'This is your only passkey: without it, only your recovery codes can bring this account back. Confirm to remove it anyway.',
  noRecoveryCodesYet: 'Save a passkey first: recovery codes come with it.',
  /** The platform still owes the member a release or a refund (issue 42): it is paid out first. */
  moneyOwed: (amounts: string) =>
    `The platform still owes you ${amounts}. It goes out with the next payout to your bank account: delete your account once it has arrived.`,
  walletNotEmpty:
    'Your wallet still holds tokens. Unstake them and spend them first, or confirm that they go to the bounty pool.',
  /** 409 `contracts_to_settle` (issue 40 §4), with the list of contracts beside it. */
  contractsToSettle:
    'Settle these contracts before deleting your account: each still holds tokens in escrow or a payment owed to one of you. Approve, cancel or dispute its milestones on the contract page.',
  deleteConfirmRequired: 'Type DELETE to confirm that this account should be deleted.',
  deletedAccount: 'This account has been deleted.',
  /** 403 `reauthentication_required`: a sensitive action without a recent sign-in of this session. */
  reauthenticationRequired: "Confirm it's you: sign in again with a passkey or a recovery code to continue.",
  /** 403 `reauthentication_required` from the re-authentication itself (never 401: the token is fine). */
  reauthenticationFailed:
    "That did not confirm it's you. Try your passkey again, or use one of this account's recovery codes.",
} as const;
