import { understandAnswer } from '../../../lib/understand-answer';
import { requestProjectDraft } from '../api/request-project-draft';
import type { DraftOutcome } from '../assistant/free-answer-turn';
import { NO_UNDERSTANDING } from '../assistant/understanding';
import type { Conversation } from './conversation-storage';

/**
 * Sends the conversation's last answer to the server with what is settled (`known`) and the
 * question it answers (lib/understand-answer.ts: the time limit, and what counts as a refusal).
 */
export async function understandLastAnswer(conversation: Conversation, signal: AbortSignal): Promise<DraftOutcome> {
  const { facts, asking } = conversation.understanding ?? NO_UNDERSTANDING;
  const text = conversation.messages.at(-1)?.text ?? '';
  return understandAnswer(signal, (request) =>
    requestProjectDraft(
      { text, ...(Object.keys(facts).length > 0 ? { known: facts } : {}), ...(asking ? { slot: asking } : {}) },
      request,
    ),
  );
}
