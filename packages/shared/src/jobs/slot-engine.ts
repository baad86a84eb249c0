import {
  CATEGORY_SKILLS,
  DEFAULT_BUDGET,
  DEFAULT_TIMELINE,
  GENERAL_SKILLS,
  PROJECT_SLOTS,
  type ProjectSlotKey,
  type ProjectSlots,
} from './project-slots.ts';

/** The assistant's state: which slot is next and what has been answered. */
export interface AssistantState {
  slotIndex: number;
  slots: ProjectSlots;
}

export const INITIAL_ASSISTANT_STATE: AssistantState = { slotIndex: 0, slots: {} };

export function isComplete(state: AssistantState): boolean {
  return state.slotIndex >= PROJECT_SLOTS.length;
}

export function currentQuestion(state: AssistantState): string | null {
  return PROJECT_SLOTS[state.slotIndex]?.question ?? null;
}

/** One answer fills the current slot and advances by one; blank answers change nothing. */
export function answerSlot(state: AssistantState, answer: string): AssistantState {
  const slot = PROJECT_SLOTS[state.slotIndex];
  const text = answer.trim();
  if (!slot || !text) return state;
  return { slotIndex: state.slotIndex + 1, slots: { ...state.slots, [slot.key]: text } };
}

/** Changes a previous answer from the summary without moving the conversation. */
export function editSlot(state: AssistantState, key: ProjectSlotKey, answer: string): AssistantState {
  const text = answer.trim();
  if (!text) return state;
  return { ...state, slots: { ...state.slots, [key]: text } };
}

/** Suggested skills for a category answer, matched loosely ("ai", "machine learning"...). */
export function suggestSkills(category: string | undefined): readonly string[] {
  const text = (category ?? '').toLowerCase();
  const aliases: Record<string, string[]> = {
    'AI & Machine Learning': ['ai', 'machine learning', 'ml', 'artificial intelligence'],
    Blockchain: ['blockchain', 'web3', 'crypto', 'smart contract'],
    Automation: ['automation', 'automate', 'rpa'],
    'Web Development': ['web'],
    'Mobile Development': ['mobile', 'ios', 'android', 'app store'],
    DevOps: ['devops', 'infrastructure', 'cloud', 'ci/cd'],
  };
  const match = CATEGORY_SKILLS.find(({ category: name }) =>
    (aliases[name] ?? []).some((alias) => new RegExp(`(^|[^a-z])${alias.replace('/', '\\/')}([^a-z]|$)`).test(text)),
  );
  return match?.skills ?? [GENERAL_SKILLS];
}

export interface JobDraftFields {
  title: string;
  category: string;
  targetAudience: string;
  description: string;
  keyFeatures: string;
  technologyStack: string;
  budget: string;
  timeline: string;
  successCriteria: string;
  potentialChallenges: string;
}

/**
 * The job draft from the slots. The fifth answer is stored as `key_features` but the wizard reads
 * `keyFeatures` (FACTS.md: the prototype lost it); budget and timeline get the spec's defaults.
 */
export function buildJobDraft(slots: ProjectSlots): JobDraftFields {
  return {
    title: slots.title ?? '',
    category: slots.category ?? '',
    targetAudience: slots.targetAudience ?? '',
    description: slots.description ?? '',
    keyFeatures: slots.key_features ?? '',
    technologyStack: slots.technologyStack ?? '',
    budget: slots.budget || DEFAULT_BUDGET,
    timeline: slots.timeline || DEFAULT_TIMELINE,
    successCriteria: slots.successCriteria ?? '',
    potentialChallenges: slots.potentialChallenges ?? '',
  };
}
