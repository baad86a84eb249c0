/** The account's query keys, per visitor: a new token (sign-in, sign-out) asks again. */
export const accountKeys = {
  all: ['account'] as const,
  account: (tokenTag: string | null) => ['account', tokenTag] as const,
};

/**
 * How the account's requests authenticate: with the stored token, and never by making a new
 * visitor when there is none or it stopped working (which the default for writes would do). A
 * change to someone's account must be made as them, or not at all.
 */
export const ACCOUNT_AUTH = 'optional' as const;
