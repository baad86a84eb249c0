/** Conversations of an application (issue 20 §7). No zod here. */
export const MESSAGE_MAX_LENGTH = 5000;

export const MESSAGE_MESSAGES = {
  empty: 'Write a message first.',
  tooLong: 'A message is at most 5,000 characters.',
  notFound: 'No conversation with this id.',
  waiting: 'Waiting to send',
} as const;
