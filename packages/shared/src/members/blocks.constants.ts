/** Blocking a member (issue 41 §5). No zod here. */

/** What a blocked member hears when they write to, or invite, the member who blocked them (exact text). */
export const BLOCKED_MESSAGE = 'This member does not accept messages from you.';

/** What a blocked member hears when they apply to a job the member who blocked them posted (exact text). */
export const BLOCKED_APPLICATION_MESSAGE = 'This member does not accept applications from you.';

export const BLOCK_MESSAGES = {
  self: 'You cannot block yourself.',
  notFound: 'No member with this id.',
} as const;
