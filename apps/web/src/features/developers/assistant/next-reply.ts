import {
  APPLICATION_REPLIES,
  DEVELOPER_ASSISTANT_ASK_AGAIN,
  detectMode,
  PROFILE_REPLIES,
  replyFor,
} from '@app/shared/developers/developer-assistant';
import type { AssistantState } from '../hooks/assistant-state';
import { addAnswer, questionAskedBy } from './questions';

const COMPLETE_TEXTS: readonly string[] = [PROFILE_REPLIES.complete, APPLICATION_REPLIES.complete];

/** True once the assistant has said its last line: the wizard takes over. */
export const isConversationComplete = (state: AssistantState) =>
  COMPLETE_TEXTS.includes(state.messages.at(-1)?.text ?? '');

/**
 * The assistant's answer to the visitor's last message (part-1 §4): while choosing, the mode words
 * pick profile or application (or it asks again); then the reply for the visitor's message count,
 * every message they sent included. The answer is filed under the question it replied to.
 */
export function nextReply(state: AssistantState): { text: string; next: Omit<AssistantState, 'messages'> } {
  const last = state.messages.at(-1);
  const answer = last?.sender === 'User' ? last.text : '';
  if (state.mode === 'choosing') {
    const mode = detectMode(answer);
    if (!mode) return { text: DEVELOPER_ASSISTANT_ASK_AGAIN, next: state };
    const text = mode === 'profile' ? PROFILE_REPLIES.start : APPLICATION_REPLIES.start;
    return { text, next: { ...state, mode } };
  }
  const count = state.messages.filter((message) => message.sender === 'User').length;
  const question = questionAskedBy(state.messages.at(-2)?.text);
  const gathered = question ? addAnswer(state.gathered, question, answer) : state.gathered;
  return { text: replyFor(state.mode, count).text, next: { mode: state.mode, gathered } };
}
