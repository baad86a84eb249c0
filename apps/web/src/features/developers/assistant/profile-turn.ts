import type { AssistantGenerator } from '@app/shared/assistant/assistant.constants';
import type { ProfileFacts } from '@app/shared/assistant/assistant.schemas';
import { PROFILE_REPLIES } from '@app/shared/developers/developer-assistant';
import {
  filledProfileSlots,
  nextQuestion,
  notedText,
  PROFILE_QUESTIONS,
  PROFILE_SLOTS,
  type ProfileSlot,
  settledBy,
} from '@app/shared/developers/developer-questions';
import { type AssistantState, createMessage, type ProfileUnderstanding } from '../hooks/assistant-state';
import { appendText, appendUnique, isShortEntry, splitList, splitSentences } from './answer-parsing';
import { readProfileAnswerLocally } from './profile-from-answers';
import { type Asking, addAnswer, fileOf } from './questions';

/** How the server took a profile answer: understood, refused with its sentence (400 on the text), or not at all. */
export type ProfileOutcome =
  | { status: 'understood'; facts: ProfileFacts; generator: AssistantGenerator }
  | { status: 'refused'; message: string }
  | { status: 'failed' };

export const NO_PROFILE_UNDERSTANDING: ProfileUnderstanding = {
  facts: {},
  generators: [],
  isReadLocally: false,
  notes: { experience: '', bio: '' },
};

/** Said once, the first time the server cannot read an answer (design §6: honest failure). */
export const LOCAL_READING_NOTICE =
  "I couldn't reach the assistant's server just now, so I read your answer with simpler rules in your browser. Check the wizard before you save.";

const RATE: readonly (keyof ProfileFacts)[] = ['hourlyRate', 'hourlyRateMax', 'currency'];

/** What is known wins, as on the server: the local reading fills blanks; skills and languages gain new entries. */
export function mergeLocalFacts(known: ProfileFacts, found: ProfileFacts): ProfileFacts {
  const merged: ProfileFacts = { ...found, ...known };
  if (known.hourlyRate !== undefined) for (const key of RATE) merged[key] = known[key] as never;
  merged.skills = appendUnique(known.skills ?? [], found.skills ?? []).slice(0, 50);
  merged.languages = appendUnique(known.languages ?? [], found.languages ?? []).slice(0, 20);
  return Object.fromEntries(
    Object.entries(merged).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value !== undefined)),
  ) as ProfileFacts;
}

/** The question a profile conversation asks first, or would ask now (a conversation stored before issue 33). */
export function profileQuestion(state: Pick<AssistantState, 'asked' | 'profile'>): Asking | undefined {
  const next = nextQuestion(PROFILE_QUESTIONS, filledProfileSlots(state.profile?.facts ?? {}), state.asked ?? []);
  return next ? { key: next.key, slots: next.slots, isWhole: next.isWhole } : undefined;
}

/**
 * What no field took, kept for the wizard as the issue-7 rules kept it: the skills answer's
 * sentences that are not a list are experience; a whole answer that filled nothing of its
 * question is the bio (an introduction, the links question) or experience (the others).
 */
function keepProse(notes: ProfileUnderstanding['notes'], asking: Asking, answer: string, isAnswered: boolean) {
  if (asking.key === 'skills') {
    const prose = splitSentences(answer).filter((sentence) => {
      const items = splitList(sentence);
      return items.length === 0 || !items.every(isShortEntry);
    });
    return { ...notes, experience: appendText(notes.experience, prose.join(' ')) };
  }
  if (!asking.isWhole || isAnswered) return notes;
  return asking.key === 'identity' || asking.key === 'linksBio'
    ? { ...notes, bio: appendText(notes.bio, answer) }
    : { ...notes, experience: appendText(notes.experience, answer) };
}

const profileSlotsOf = (asking: Asking) =>
  asking.slots.filter((slot): slot is ProfileSlot => (PROFILE_SLOTS as readonly string[]).includes(slot));

/**
 * The assistant's turn after a profile answer (issue 33). Understood by the server, or read by
 * the local rules when it could not be reached: the facts join what is known, the answer settles
 * the slots it asked, and the next question asks only for what is still open, in the spec's
 * order; once nothing is open, the profile is complete. Refused: the server's sentence, and the
 * same question stays open.
 */
export function replyToProfileAnswer(state: AssistantState, outcome: ProfileOutcome): AssistantState {
  const answer = state.messages.at(-1)?.text ?? '';
  const say = (texts: string[]) => [...state.messages, ...texts.map((text) => createMessage('AI', text))];
  if (outcome.status === 'refused') return { ...state, messages: say([outcome.message]) };

  const asking = state.asking ?? profileQuestion(state);
  if (!asking) return { ...state, messages: say([PROFILE_REPLIES.complete]) };
  const understanding = state.profile ?? NO_PROFILE_UNDERSTANDING;
  const isUnderstood = outcome.status === 'understood';
  const facts = isUnderstood
    ? outcome.facts
    : mergeLocalFacts(understanding.facts, readProfileAnswerLocally(profileSlotsOf(asking), answer));
  const before = filledProfileSlots(understanding.facts);
  const after = filledProfileSlots(facts);
  const filledNow = after.filter((slot) => !before.includes(slot));
  const asked = [...(state.asked ?? []), ...settledBy(asking, before, after)];
  const next = nextQuestion(PROFILE_QUESTIONS, after, asked);
  const noted = filledNow.filter((slot) => !asking.slots.includes(slot));
  const isAnswered = filledNow.some((slot) => asking.slots.includes(slot));
  const generators =
    isUnderstood && !understanding.generators.includes(outcome.generator)
      ? [...understanding.generators, outcome.generator]
      : understanding.generators;
  const texts = [
    ...(!isUnderstood && !understanding.isReadLocally ? [LOCAL_READING_NOTICE] : []),
    ...(noted.length > 0 ? [notedText(noted)] : []),
    next?.text ?? PROFILE_REPLIES.complete,
  ];
  return {
    ...state,
    messages: say(texts),
    gathered: addAnswer(state.gathered, fileOf(asking), answer),
    asking: next ? { key: next.key, slots: next.slots, isWhole: next.isWhole } : undefined,
    asked,
    profile: {
      facts,
      generators,
      isReadLocally: understanding.isReadLocally || !isUnderstood,
      notes: keepProse(understanding.notes, asking, answer, isAnswered),
    },
  };
}
