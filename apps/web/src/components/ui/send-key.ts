import type { KeyboardEvent } from 'react';

/**
 * One way to send in every composer (issue 41 §5), as the assistants' chat does: Enter sends,
 * Shift+Enter adds a line; Enter that confirms an input method's composition (Japanese, Chinese...)
 * sends nothing.
 */
export function isSendKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey'> & { nativeEvent: { isComposing?: boolean } }) {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;
}

export const SEND_KEY_HINT = 'Enter sends; Shift+Enter adds a line.';
