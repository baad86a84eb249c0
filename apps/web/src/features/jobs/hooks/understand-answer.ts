import { ApiRequestError } from '../../../lib/api-error';
import { requestProjectDraft } from '../api/request-project-draft';
import type { DraftOutcome } from '../assistant/free-answer-turn';
import { NO_UNDERSTANDING } from '../assistant/understanding';
import type { Conversation } from './conversation-storage';

/** Past this the assistant stops waiting (the server itself gives a model 3 s) and falls back. */
export const UNDERSTAND_TIMEOUT_MS = 8000;

/**
 * Sends the conversation's last answer to the server with what is settled (`known`) and the
 * question it answers. Only a refusal of the text itself (400 on `text`: empty or too long) is
 * the person's to fix; anything else (offline, 5xx, 429, an unreadable answer) is a failure the
 * assistant falls back from, as it does when no answer comes within UNDERSTAND_TIMEOUT_MS.
 */
export async function understandLastAnswer(conversation: Conversation, signal: AbortSignal): Promise<DraftOutcome> {
  const { facts, asking } = conversation.understanding ?? NO_UNDERSTANDING;
  const text = conversation.messages.at(-1)?.text ?? '';
  const request = new AbortController();
  const abort = () => request.abort();
  signal.addEventListener('abort', abort);
  const giveUp = setTimeout(abort, UNDERSTAND_TIMEOUT_MS);
  try {
    const reply = await requestProjectDraft(
      { text, ...(Object.keys(facts).length > 0 ? { known: facts } : {}), ...(asking ? { slot: asking } : {}) },
      request.signal,
    );
    return { status: 'understood', reply };
  } catch (error) {
    const refusal =
      error instanceof ApiRequestError && error.status === 400 && error.errors.find(({ path }) => path === 'text');
    return refusal ? { status: 'refused', message: refusal.message } : { status: 'failed' };
  } finally {
    clearTimeout(giveUp);
    signal.removeEventListener('abort', abort);
  }
}
