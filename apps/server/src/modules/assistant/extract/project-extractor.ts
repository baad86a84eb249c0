import { ASSISTANT_TEXT_MAX_LENGTH } from '@app/shared/assistant/assistant.constants';
import type { ProjectFacts } from '@app/shared/assistant/assistant.schemas';
import { findBudget } from './budget.ts';
import { extractCategory } from './category.ts';
import { extractAudience } from './project-audience.ts';
import { describeProject, hasDescription } from './project-description.ts';
import { extractFeatures } from './project-features.ts';
import { extractChallenges, extractSuccessCriteria } from './project-notes.ts';
import { findProjectPhrase } from './project-phrase.ts';
import { extractTitle } from './project-title.ts';
import { type Span, splitSentences, wordCount } from './sentences.ts';
import { extractTechnologies } from './technologies.ts';
import { findTimeline } from './timeline.ts';

/** A description shorter than this ("I need an app") is not yet the project's description. */
const DESCRIPTION_MIN_WORDS = 8;

/**
 * The description without the budget and the timeline (fields of their own), from the sentences
 * the terms were found in. The text as written when they were not in it; undefined when they were
 * all it said.
 */
function descriptionOf(
  original: string,
  sentences: readonly Span[],
  terms: readonly ({ at: number } | null)[],
): string | undefined {
  const positions = terms.flatMap((term) => (term ? [term.at] : []));
  const description = positions.length > 0 ? describeProject(sentences, positions) : original.trim();
  return hasDescription(description) ? description.slice(0, ASSISTANT_TEXT_MAX_LENGTH) : undefined;
}

export interface ExtractOptions {
  /** The text answers another question than the budget ("10k" as a title): a bare amount is not the budget. */
  isAnswerToOtherQuestion?: boolean;
}

/**
 * The built-in extractor (no network): every fact a project description states, and nothing it
 * does not. Dates are read from `reference`, the time of the request.
 */
export function extractProjectFacts(
  original: string,
  reference: Date,
  { isAnswerToOtherQuestion = false }: ExtractOptions = {},
): ProjectFacts {
  // "w/ online payments": the shorthand read as the word.
  const text = original.replace(/\bw\/(?=\s)/gi, 'with');
  const sentences = splitSentences(text);
  const technologies = extractTechnologies(text, sentences);
  const project = findProjectPhrase(text, sentences);
  const category = extractCategory(text, technologies);
  const budget = findBudget(text, sentences, !isAnswerToOtherQuestion);
  const timeline = findTimeline(text, reference, sentences);
  const facts: ProjectFacts = {
    title: extractTitle(text, project, category),
    category,
    description:
      wordCount(text) >= DESCRIPTION_MIN_WORDS ? descriptionOf(original, sentences, [budget, timeline]) : undefined,
    audience: extractAudience(text, sentences),
    features: extractFeatures(text, sentences, project),
    technologies: technologies.length > 0 ? technologies.slice(0, 50) : undefined,
    ...budget?.budget,
    ...timeline?.timeline,
    successCriteria: extractSuccessCriteria(sentences),
    challenges: extractChallenges(sentences),
  };
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined)) as ProjectFacts;
}
