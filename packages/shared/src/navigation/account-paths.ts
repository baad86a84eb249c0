/**
 * The visitor's account page (issue 21): who they are, their passkeys, sessions and recovery
 * codes, and signing in from another device. Personal, so never pre-rendered.
 */
export const ACCOUNT_PATH = '/account';

/**
 * The pages a mail links to (issue 34 §3): the address's confirmation (`?token=`) and turning a
 * group's email off without signing in (`?token=`, a signed token). Never pre-rendered.
 */
export const DELIVERY_PATHS = {
  verifyEmail: '/account/email/verify',
  unsubscribe: '/unsubscribe',
} as const;
