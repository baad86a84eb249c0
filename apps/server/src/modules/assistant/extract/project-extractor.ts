import { ASSISTANT_TEXT_MAX_LENGTH } from '@app/shared/assistant/assistant.constants';
import type { ProjectFacts } from '@app/shared/assistant/assistant.schemas';
import { extractBudget } from './budget.ts';
import { extractCategory } from './category.ts';
import { extractAudience } from './project-audience.ts';
import { extractFeatures } from './project-features.ts';
import { extractChallenges, extractSuccessCriteria } from './project-notes.ts';
import { findProjectPhrase } from './project-phrase.ts';
import { extractTitle } from './project-title.ts';
import { splitSentences, wordCount } from './sentences.ts';
import { extractTechnologies } from './technologies.ts';
import { extractTimeline } from './timeline.ts';

/** A description shorter than this ("I need an app") is not yet the project's description. */
const DESCRIPTION_MIN_WORDS = 8;

/**
 * The built-in extractor (no network): every fact a project description states, and nothing it
 * does not. Dates are read from `reference`, the time of the request.
 */
export function extractProjectFacts(original: string, reference: Date): ProjectFacts {
  // "w/ online payments": the shorthand read as the word.
  const text = original.replace(/\bw\/(?=\s)/gi, 'with');
  const sentences = splitSentences(text);
  const technologies = extractTechnologies(text, sentences);
  const project = findProjectPhrase(text, sentences);
  const facts: ProjectFacts = {
    title: extractTitle(text, project),
    category: extractCategory(text, technologies),
    description:
      wordCount(text) >= DESCRIPTION_MIN_WORDS ? original.trim().slice(0, ASSISTANT_TEXT_MAX_LENGTH) : undefined,
    audience: extractAudience(text, sentences),
    features: extractFeatures(text, sentences, project),
    technologies: technologies.length > 0 ? technologies.slice(0, 50) : undefined,
    ...extractBudget(text, sentences),
    ...extractTimeline(text, reference, sentences),
    successCriteria: extractSuccessCriteria(sentences),
    challenges: extractChallenges(sentences),
  };
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined)) as ProjectFacts;
}
