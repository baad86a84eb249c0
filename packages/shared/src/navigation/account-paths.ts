/**
 * The visitor's account page (issue 21): who they are, their passkeys, sessions and recovery
 * codes, and signing in from another device. Personal, so never pre-rendered.
 */
export const ACCOUNT_PATH = '/account';
