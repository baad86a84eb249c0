import { PROFILE_SLOTS, type ProfileSlot } from '@app/shared/developers/developer-questions';
import { ApiRequestError } from '../../../lib/api-error';
import { requestProfileDraft } from '../api/request-profile-draft';
import type { ProfileOutcome } from '../assistant/profile-turn';
import type { AssistantState } from './assistant-state';

/** Past this the assistant stops waiting (the server itself gives a model 3 s) and reads the answer locally. */
export const UNDERSTAND_TIMEOUT_MS = 8000;

/**
 * Sends the last profile answer to the server (issue 33) with what is known and the fields its
 * question asked. Only a refusal of the text itself (400 on `text`: too long) is the person's to
 * fix; anything else (offline, 5xx, 429, no answer within UNDERSTAND_TIMEOUT_MS) is a failure the
 * assistant falls back from, reading the answer with the local rules.
 */
export async function understandProfileAnswer(state: AssistantState, signal: AbortSignal): Promise<ProfileOutcome> {
  const facts = state.profile?.facts ?? {};
  const slots = (state.asking?.slots ?? []).filter((slot): slot is ProfileSlot =>
    (PROFILE_SLOTS as readonly string[]).includes(slot),
  );
  const text = state.messages.at(-1)?.text ?? '';
  const request = new AbortController();
  const abort = () => request.abort();
  signal.addEventListener('abort', abort);
  const giveUp = setTimeout(abort, UNDERSTAND_TIMEOUT_MS);
  try {
    const reply = await requestProfileDraft(
      { text, ...(Object.keys(facts).length > 0 ? { known: facts } : {}), ...(slots.length > 0 ? { slots } : {}) },
      request.signal,
    );
    return { status: 'understood', facts: reply.facts, generator: reply.generator };
  } catch (error) {
    const refusal =
      error instanceof ApiRequestError && error.status === 400 && error.errors.find(({ path }) => path === 'text');
    return refusal ? { status: 'refused', message: refusal.message } : { status: 'failed' };
  } finally {
    clearTimeout(giveUp);
    signal.removeEventListener('abort', abort);
  }
}
