import { CHALLENGE_CUE, SUCCESS_CUE } from '../data/project-cues.data.ts';
import { clip, type Span, tidy } from './sentences.ts';

/** The first sentence (or labelled line) that matches, as written, without its label. */
function sentenceMatching(pattern: RegExp, sentences: readonly Span[]): string | undefined {
  const sentence = sentences.find((candidate) => pattern.test(candidate.text));
  if (!sentence) return undefined;
  const text = tidy(
    sentence.text.replace(/^(?:success(?: criteria| metrics?)?|challenges?|risks?|concerns?)\s*:\s*/i, ''),
  );
  return text ? clip(text, 400) : undefined;
}

/** How success will be measured, when the text says so. */
export function extractSuccessCriteria(sentences: readonly Span[]): string | undefined {
  return sentenceMatching(SUCCESS_CUE, sentences);
}

/** The challenges or risks the person sees, when the text names them. */
export function extractChallenges(sentences: readonly Span[]): string | undefined {
  return sentenceMatching(CHALLENGE_CUE, sentences);
}
