import { emptyProfileDraft, type ProfileDraft } from '../drafts/profile-draft';
import type { AssistantState } from '../hooks/assistant-state';
import { appendText } from './answer-parsing';
import { fillProfileFromCv } from './profile-from-cv';
import { NO_PROFILE_UNDERSTANDING } from './profile-turn';

/** The profile's own limit for the experience and the bio (UpsertDeveloperProfileBodySchema). */
const PROSE_MAX_LENGTH = 2000;

/**
 * The Profile Wizard's starting values from the chat (issue 33): every fact the answers told, as
 * a CV's facts fill it, plus the words no field took (experience sentences, an introduction).
 */
export function profileDraftFromChat(state: Pick<AssistantState, 'profile'>): ProfileDraft {
  const { facts, notes } = state.profile ?? NO_PROFILE_UNDERSTANDING;
  const { draft } = fillProfileFromCv(emptyProfileDraft(), facts);
  return {
    ...draft,
    experience: appendText(draft.experience, notes.experience).slice(0, PROSE_MAX_LENGTH),
    bio: appendText(notes.bio, draft.bio).slice(0, PROSE_MAX_LENGTH),
  };
}
