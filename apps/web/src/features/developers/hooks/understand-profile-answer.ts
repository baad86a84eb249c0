import { PROFILE_SLOTS, type ProfileSlot } from '@app/shared/developers/developer-questions';
import { understandAnswer } from '../../../lib/understand-answer';
import { requestProfileDraft } from '../api/request-profile-draft';
import type { ProfileOutcome } from '../assistant/profile-turn';
import type { AssistantState } from './assistant-state';

/**
 * Sends the last profile answer to the server (issue 33) with what is known and the fields its
 * question asked (lib/understand-answer.ts: the time limit, and what counts as a refusal).
 */
export async function understandProfileAnswer(state: AssistantState, signal: AbortSignal): Promise<ProfileOutcome> {
  const facts = state.profile?.facts ?? {};
  const slots = (state.asking?.slots ?? []).filter((slot): slot is ProfileSlot =>
    (PROFILE_SLOTS as readonly string[]).includes(slot),
  );
  const text = state.messages.at(-1)?.text ?? '';
  const outcome = await understandAnswer(signal, (request) =>
    requestProfileDraft(
      { text, ...(Object.keys(facts).length > 0 ? { known: facts } : {}), ...(slots.length > 0 ? { slots } : {}) },
      request,
    ),
  );
  return outcome.status === 'understood'
    ? { status: 'understood', facts: outcome.reply.facts, generator: outcome.reply.generator }
    : outcome;
}
