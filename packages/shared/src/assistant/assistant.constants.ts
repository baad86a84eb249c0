/** The free-text assistants (issue 23): limits and the sentences the user sees. */
export const ASSISTANT_TEXT_MAX_LENGTH = 5000;

export const ASSISTANT_MESSAGES = {
  empty: 'Please describe your project in a few words.',
  tooLong: `Please keep it under ${ASSISTANT_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  cvEmpty: 'Please paste your CV or LinkedIn summary.',
  cvTooLong: `Please keep it under ${ASSISTANT_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters.`,
} as const;

/** Who understood the text: the built-in extractor (default, no network) or the configured model. */
export const ASSISTANT_GENERATORS = ['built-in', 'llm'] as const;
export type AssistantGenerator = (typeof ASSISTANT_GENERATORS)[number];
