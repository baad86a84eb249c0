import { GENERAL_SKILLS, PROJECT_SLOTS, type ProjectSlotKey } from '@app/shared/jobs/project-slots';
import { type AssistantState, currentQuestion, suggestSkills } from '@app/shared/jobs/slot-engine';

export const ASSISTANT_GREETING =
  "Hi! I'm your AI Project Assistant. Answer ten quick questions and I'll turn them into a job post developers can apply to.";

export const ASSISTANT_SUMMARY_INTRO =
  'Thank you! Here is a summary of your project. Edit any answer below; the Post Job Wizard opens next, filled in with your answers.';

/** The conversation's first messages: a greeting and the first of the ten questions. */
export function openingReplies(): string[] {
  return [ASSISTANT_GREETING, PROJECT_SLOTS[0].question];
}

/** The skills to look for once the category is known (FACTS.md, "ask-AI" mapping). */
export function skillsReply(category: string | undefined): string {
  const skills = suggestSkills(category);
  if (skills.length === 1 && skills[0] === GENERAL_SKILLS) {
    return `No specific skill set matches that category yet, so we will look for developers with ${GENERAL_SKILLS}.`;
  }
  return `Good choice. For this kind of project, look for developers skilled in ${skills.join(', ')}.`;
}

/**
 * What the assistant says after an answer, read from the state once the answer is in: after the
 * category answer, the suggested skills; then the next question, or the summary after the tenth.
 */
export function repliesAfterAnswer(state: AssistantState): string[] {
  return repliesAfter(PROJECT_SLOTS[state.slotIndex - 1]?.key, state);
}

/** The same, naming the slot just answered: after a fallback some slots are already filled and skipped. */
export function repliesAfter(answered: ProjectSlotKey | undefined, state: AssistantState): string[] {
  const replies = answered === 'category' ? [skillsReply(state.slots.category)] : [];
  replies.push(currentQuestion(state) ?? ASSISTANT_SUMMARY_INTRO);
  return replies;
}
