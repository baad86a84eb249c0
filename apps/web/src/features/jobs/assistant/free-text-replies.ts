import type { AssistantGenerator } from '@app/shared/assistant/assistant.constants';
import { PROJECT_SLOTS, type ProjectSlotKey, type ProjectSlots } from '@app/shared/jobs/project-slots';
import { ASSISTANT_SUMMARY_INTRO, skillsReply } from '../assistant-replies';
import { slotLabel } from '../job-field-labels';
import { firstOpenSlot } from './slot-order';

/**
 * The first message invites a description in the person's own words (issue 23); the second is
 * the first of the ten questions, so a short name still starts the step-by-step flow (part-1 §4).
 */
export const FREE_TEXT_GREETING =
  "Hi! I'm your AI Project Assistant. Describe your project in your own words: what you want built, who it is for, your budget and your timeline. I'll note what I understand and ask only for what is missing. Or give me just its name, and we'll go step by step:";

export const openingInvitation = (): string[] => [FREE_TEXT_GREETING, PROJECT_SLOTS[0].question];

/** A first answer this short is a name ("Handmade Market"), not a description. */
const TITLE_MAX_WORDS = 6;

export const looksLikeTitle = (text: string): boolean => (text.match(/\S+/g)?.length ?? 0) <= TITLE_MAX_WORDS;

export const FALLBACK_FIRST =
  "I couldn't read your description just now, so let's go step by step. I kept what you wrote as the project description.";
export const FALLBACK_LATER =
  "I couldn't read that just now, so I kept your answer as you wrote it. Let's go on step by step.";

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const listOf = (keys: readonly ProjectSlotKey[]) =>
  new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(
    keys.map((key) => lowerFirst(slotLabel(key))),
  );

/** The next question, or the summary's introduction once every slot is filled. */
export const nextQuestion = (slots: ProjectSlots): string =>
  PROJECT_SLOTS[firstOpenSlot(slots)]?.question ?? ASSISTANT_SUMMARY_INTRO;

/**
 * What the assistant says once a free answer is understood: what it noted (the first time, every
 * fact; later, what the answer told beyond the question), the skills once the category is known,
 * then the next missing question in the usual order, or the summary.
 */
export function repliesAfterUnderstanding({
  slots,
  filled,
  asked,
}: {
  slots: ProjectSlots;
  filled: readonly ProjectSlotKey[];
  /** The question answered; undefined for the first description. */
  asked: ProjectSlotKey | undefined;
}): string[] {
  const replies: string[] = [];
  const noted = filled.filter((key) => key !== 'description' && key !== asked);
  if (!asked) {
    replies.push(
      noted.length > 0
        ? `Thanks! I understood the ${listOf(noted)}. Check them below and correct anything I got wrong.`
        : 'Thanks! I kept that as your project description. A few questions will fill in the rest.',
    );
  } else if (noted.length > 0) {
    replies.push(`Got it. I also noted the ${listOf(noted)}.`);
  }
  if (filled.includes('category')) replies.push(skillsReply(slots.category));
  replies.push(nextQuestion(slots));
  return replies;
}

/** Which generator understood the text (issue 23), for the facts and the summary. */
export function understoodBy(generators: readonly AssistantGenerator[]): string | null {
  if (generators.length === 0) return null;
  if (!generators.includes('llm')) return 'Understood by the built-in assistant';
  if (!generators.includes('built-in')) return 'Understood by the language model';
  return 'Understood by the language model and the built-in assistant';
}
