import {
  CATEGORY_CUES,
  CATEGORY_NAMES,
  MIN_CATEGORY_SCORE,
  TECHNOLOGY_CATEGORY_WEIGHT,
} from '../data/category-cues.data.ts';
import { type CategoryHint, TECHNOLOGIES } from '../data/technologies.data.ts';
import { escapeRegExp } from './patterns.ts';

const cuePattern = (cue: string | RegExp) => {
  if (cue instanceof RegExp) return cue;
  const wildcard = cue.endsWith('*');
  const body = escapeRegExp(wildcard ? cue.slice(0, -1) : cue).replace(/\s+/g, '[\\s-]+');
  return new RegExp(`(?<![\\p{L}\\p{N}-])${body}${wildcard ? '[\\p{L}-]*' : ''}(?![\\p{L}\\p{N}])`, 'iu');
};

const CUES = CATEGORY_CUES.map(({ category, cues }) => ({
  category,
  cues: cues.map(([cue, weight]) => ({ pattern: cuePattern(cue), weight })),
}));
const CATEGORY_OF_TECHNOLOGY = new Map(
  TECHNOLOGIES.filter((entry) => entry.category).map((entry) => [entry.name, entry.category as CategoryHint]),
);

/** Each category's score for a text and the technologies found in it. */
export function scoreCategories(text: string, technologies: readonly string[]): Map<CategoryHint, number> {
  // "mobile-friendly website" is a web project: the word "mobile" in it is not a mobile cue; work
  // done "on site" is done at a place, not on a website.
  const cleaned = text
    .replace(/mobile[\s-]+(?:friendly|responsive|first|version of)/gi, 'responsive')
    .replace(/\b(?:on|at|off)[\s-]site\b|\bonsite\b/gi, 'in place');
  const scores = new Map<CategoryHint, number>();
  for (const { category, cues } of CUES) {
    let score = 0;
    for (const { pattern, weight } of cues) if (pattern.test(cleaned)) score += weight;
    scores.set(category, score);
  }
  for (const technology of technologies) {
    const category = CATEGORY_OF_TECHNOLOGY.get(technology);
    if (category) scores.set(category, (scores.get(category) ?? 0) + TECHNOLOGY_CATEGORY_WEIGHT);
  }
  return scores;
}

/**
 * The job category the text points to most clearly, or undefined when it does not say. An answer
 * to the category question itself needs less to go on (`minScore` 1: "mobile" is enough).
 */
export function extractCategory(
  text: string,
  technologies: readonly string[],
  minScore = MIN_CATEGORY_SCORE,
): string | undefined {
  let best: CategoryHint | undefined;
  let bestScore = 0;
  for (const [category, score] of scoreCategories(text, technologies)) {
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best && bestScore >= minScore ? CATEGORY_NAMES[best] : undefined;
}
