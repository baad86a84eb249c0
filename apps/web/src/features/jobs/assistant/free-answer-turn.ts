import type { ProjectDraftResponse } from '@app/shared/assistant/assistant.schemas';
import { repliesAfter } from '../assistant-replies';
import { type Conversation, createMessage } from '../hooks/conversation-storage';
import { FALLBACK_FIRST, FALLBACK_LATER, repliesAfterUnderstanding } from './free-text-replies';
import { firstOpenSlot } from './slot-order';
import { keepAnswerAsTyped, mergeReply, NO_UNDERSTANDING } from './understanding';

/** How the server took a free answer: understood, refused with its sentence (400), or not at all. */
export type DraftOutcome =
  | { status: 'understood'; reply: Pick<ProjectDraftResponse, 'draft' | 'facts' | 'generator'> }
  | { status: 'refused'; message: string }
  | { status: 'failed' };

/**
 * The assistant's turn after a free answer (the conversation's last message). Understood: the
 * facts join what is settled and the next missing question follows. Refused: the server's
 * sentence, and the same question stays open. Failed (offline, 5xx, 429): it says so, keeps the
 * answer as typed and goes on with the ten-question flow, skipping what is already filled.
 */
export function replyToFreeAnswer(conversation: Conversation, outcome: DraftOutcome): Conversation {
  const { messages, state } = conversation;
  const understanding = conversation.understanding ?? NO_UNDERSTANDING;
  const answer = messages.at(-1)?.text ?? '';
  const say = (texts: string[]) => [...messages, ...texts.map((text) => createMessage('AI', text))];

  if (outcome.status === 'refused') return { ...conversation, messages: say([outcome.message]) };

  if (outcome.status === 'failed') {
    const slots = keepAnswerAsTyped(state.slots, understanding, answer);
    const next = { slotIndex: firstOpenSlot(slots), slots };
    const answered = understanding.asking ?? 'description';
    const notice = understanding.asking ? FALLBACK_LATER : FALLBACK_FIRST;
    const { asking: _asked, ...kept } = understanding;
    return {
      messages: say([notice, ...repliesAfter(answered, next)]),
      state: next,
      mode: 'steps',
      understanding: kept,
    };
  }

  const merged = mergeReply(state.slots, understanding, outcome.reply, answer);
  return {
    messages: say(
      repliesAfterUnderstanding({ slots: merged.slots, filled: merged.filled, asked: understanding.asking }),
    ),
    state: { slotIndex: firstOpenSlot(merged.slots), slots: merged.slots },
    mode: 'free',
    understanding: merged.understanding,
  };
}
