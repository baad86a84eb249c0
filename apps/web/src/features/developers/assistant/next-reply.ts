import {
  APPLICATION_REPLIES,
  DEVELOPER_ASSISTANT_ASK_AGAIN,
  detectMode,
  PROFILE_REPLIES,
} from '@app/shared/developers/developer-assistant';
import {
  APPLICATION_QUESTIONS,
  nextQuestion,
  PROFILE_QUESTIONS,
  settledBy,
} from '@app/shared/developers/developer-questions';
import { type AssistantState, createMessage } from '../hooks/assistant-state';
import { buildApplicationDraft, filledApplicationSlots } from './application-from-answers';
import { type ProfileOutcome, replyToProfileAnswer } from './profile-turn';
import { type Asking, addAnswer, fileOf } from './questions';

const COMPLETE_TEXTS: readonly string[] = [PROFILE_REPLIES.complete, APPLICATION_REPLIES.complete];

/** True once the assistant has said its last line: the wizard takes over. */
export const isConversationComplete = (state: AssistantState) =>
  COMPLETE_TEXTS.includes(state.messages.at(-1)?.text ?? '');

const askingOf = (next: ReturnType<typeof nextQuestion>): Asking | undefined =>
  next ? { key: next.key, slots: next.slots, isWhole: next.isWhole } : undefined;

/**
 * An application answer, read by the local rules (there is no server reading for applications):
 * filed by what its question asked, then the next question for what is still open (issue 33).
 */
function replyToApplicationAnswer(state: AssistantState): AssistantState {
  const answer = state.messages.at(-1)?.text ?? '';
  const asking = state.asking ?? askingOf(nextQuestion(APPLICATION_QUESTIONS, [], state.asked ?? []));
  if (!asking) return { ...state, messages: [...state.messages, createMessage('AI', APPLICATION_REPLIES.complete)] };
  const gathered = addAnswer(state.gathered, fileOf(asking), answer);
  const before = filledApplicationSlots(buildApplicationDraft(state.gathered));
  const after = filledApplicationSlots(buildApplicationDraft(gathered));
  const asked = [...(state.asked ?? []), ...settledBy(asking, before, after)];
  const next = nextQuestion(APPLICATION_QUESTIONS, after, asked);
  return {
    ...state,
    messages: [...state.messages, createMessage('AI', next?.text ?? APPLICATION_REPLIES.complete)],
    gathered,
    asking: askingOf(next),
    asked,
  };
}

/**
 * The conversation after the visitor's last message (part-1 §4, issue 33): while choosing, the
 * mode words pick profile or application (or it asks again) and the first question follows; then
 * each answer is read (a profile answer by the server, `outcome`) and the next question asks only
 * for what is still open, in the spec's order, until it is complete.
 */
export function nextReply(state: AssistantState, outcome: ProfileOutcome = { status: 'failed' }): AssistantState {
  const last = state.messages.at(-1);
  const say = (text: string) => [...state.messages, createMessage('AI', text)];
  if (state.mode === 'choosing') {
    const mode = detectMode(last?.sender === 'User' ? last.text : '');
    if (!mode) return { ...state, messages: say(DEVELOPER_ASSISTANT_ASK_AGAIN) };
    const first = askingOf(nextQuestion(mode === 'profile' ? PROFILE_QUESTIONS : APPLICATION_QUESTIONS, [], []));
    const text = mode === 'profile' ? PROFILE_REPLIES.start : APPLICATION_REPLIES.start;
    return { ...state, mode, messages: say(text), asking: first, asked: [] };
  }
  return state.mode === 'profile' ? replyToProfileAnswer(state, outcome) : replyToApplicationAnswer(state);
}
