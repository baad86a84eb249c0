import type { AssistantSlot, QuestionKey } from '@app/shared/developers/developer-questions';

/**
 * Every answer the visitor gave, filed by the question it answered, in order. A narrower
 * application question files its answer by what it asked: the company, or the interview topics.
 */
export type GatheredAnswers = Partial<Record<QuestionKey | 'company' | 'interview', string[]>>;

/** The question the assistant's last message asks (issue 33): which one, and the slots still open in it. */
export interface Asking {
  key: QuestionKey;
  slots: AssistantSlot[];
  /** The spec's whole question, rather than a narrower one for what is still open. */
  isWhole: boolean;
}

const FILED_BY_SLOT: Partial<Record<AssistantSlot, keyof GatheredAnswers>> = {
  company: 'company',
  interviewTopics: 'interview',
};

/** Where an answer to `asking` is filed: its question, or what a narrower question asked alone. */
export function fileOf(asking: Asking): keyof GatheredAnswers {
  const [only] = asking.slots;
  return (!asking.isWhole && asking.slots.length === 1 && only && FILED_BY_SLOT[only]) || asking.key;
}

export function addAnswer(gathered: GatheredAnswers, key: keyof GatheredAnswers, answer: string): GatheredAnswers {
  return { ...gathered, [key]: [...(gathered[key] ?? []), answer] };
}
