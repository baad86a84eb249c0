import { APPLICATION_REPLIES, PROFILE_REPLIES } from '@app/shared/developers/developer-assistant';

/** What each of the assistant's questions asks for, so an answer lands in the right fields. */
export type QuestionKey = 'identity' | 'skills' | 'ratesLanguages' | 'linksBio' | 'job' | 'fit' | 'materials';

/** Every answer the visitor gave, grouped by the question it answered, in order. */
export type GatheredAnswers = Partial<Record<QuestionKey, string[]>>;

const QUESTION_BY_TEXT = new Map<string, QuestionKey>([
  [PROFILE_REPLIES.start, 'identity'],
  [PROFILE_REPLIES.under4, 'skills'],
  [PROFILE_REPLIES.under6, 'ratesLanguages'],
  [PROFILE_REPLIES.under8, 'linksBio'],
  [APPLICATION_REPLIES.start, 'job'],
  [APPLICATION_REPLIES.under4, 'fit'],
  [APPLICATION_REPLIES.under6, 'materials'],
]);

/** The question an assistant message asks, or null for the greeting and other texts. */
export function questionAskedBy(assistantText: string | undefined): QuestionKey | null {
  return assistantText === undefined ? null : (QUESTION_BY_TEXT.get(assistantText) ?? null);
}

export function addAnswer(gathered: GatheredAnswers, key: QuestionKey, answer: string): GatheredAnswers {
  return { ...gathered, [key]: [...(gathered[key] ?? []), answer] };
}
