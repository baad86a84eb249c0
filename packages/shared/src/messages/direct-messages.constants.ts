/** Direct conversations between a member and a developer, with no application (issue 41 §5). No zod here. */

/** New conversations a member may start per rolling 24 hours, counted in the database (every process together). */
export const DIRECT_CONVERSATIONS_PER_DAY = 20;
export const DIRECT_CONVERSATION_WINDOW_MS = 24 * 60 * 60 * 1000;

export const DIRECT_MESSAGES = {
  demoProfile: 'This is a demo profile: it cannot receive messages.',
  self: 'You cannot send a message to yourself.',
  tooMany: `You can start at most ${DIRECT_CONVERSATIONS_PER_DAY} new conversations a day. Please try again later.`,
  notFound: 'No conversation with this id.',
} as const;

/** How the inbox labels a conversation that is about no job. */
export const DIRECT_CONVERSATION_LABEL = 'Direct message';
