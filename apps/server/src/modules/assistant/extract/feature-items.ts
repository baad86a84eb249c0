import { clip, tidy } from './sentences.ts';

/** A feature is a short item of a job post, not a sentence. */
export const FEATURE_MAX_LENGTH = 80;

/**
 * A generic subject and a modal a sentence-like item starts with: "it should", "users can", "we
 * need to". A role stays ("Admins can approve refunds"): it says who.
 */
const SUBJECT_AND_MODAL =
  /^(?:(?:it|we|you|they|i|users?|customers?|clients?|people|visitors?|the (?:app|site|website|platform|tool|system|bot|portal|user|customer))\s+)?(?:(?:also|then)\s+)?(?:should|must|will|would|can|could|need to|needs to|has to|have to|want to|wants to|be able to)(?:\s+be able to)?\s+(?:also\s+)?/iu;
const INTRO = /^(?:(?:and|or|also|plus|then|maybe|ideally|with|including|incl\.?|e\.g\.?)\s+)+/i;
const ARTICLE = /^(?:an?|the)\s+(?=\p{L})/iu;
/** "Have a menu with photos", "include a map": the verb says nothing the item does not. */
const HAVE =
  /^(?:have|has|include|includes|offer|offers|provide|provides|contain|contains|get|gets)\s+(?=(?:an?|the|some)\s)/i;
const TRAILING_WORDS = /\s+(?:and|or|etc\.?|too|as well)$/i;
/** "Export them": the pronoun goes, unless a preposition needs it ("chat between them"). */
const TRAILING_PRONOUN = /(?<!\b(?:between|with|for|to|of|on|in|from|about|at|by))\s+(?:them|it|this|that)$/i;
/** Items that say what it is like, not what it does: "Kind of like Patreon but for fitness". */
const NOT_AN_ITEM =
  /^(?:kind of|sort of|something|similar to|like\s)|^(?:ready|live|done|launch(?:ed)?) (?:by|in|before)\b/i;

/** "Users can pay a deposit", "it should show...": what is done, without who or "should". */
export const withoutSubject = (item: string) => item.trim().replace(SUBJECT_AND_MODAL, '');

/**
 * One feature as a short clean item: no leading "it should"/"users can", no article, no trailing
 * "and" or full stop, quotes unwrapped, capitalised, at most FEATURE_MAX_LENGTH characters.
 * Undefined when nothing of a feature is left.
 */
export function cleanFeature(raw: string): string | undefined {
  let item = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["“'‘]+|["”'’]+$/g, '');
  for (let previous = ''; previous !== item; ) {
    previous = item;
    item = item
      .replace(/[\s.;:,!]+$/, '')
      .replace(INTRO, '')
      .replace(SUBJECT_AND_MODAL, '')
      .replace(HAVE, '')
      .replace(ARTICLE, '')
      .replace(TRAILING_WORDS, '')
      .replace(TRAILING_PRONOUN, '')
      .replace(/^["“'‘]+|["”'’]+$/g, '')
      .trim();
  }
  if (item.length < 3 || NOT_AN_ITEM.test(item) || /^(?:and|or|also|plus|then|etc)$/i.test(item)) return undefined;
  // Too long: up to its first clause when that says enough, else cut at a word.
  const clause =
    item.length > FEATURE_MAX_LENGTH
      ? item.slice(0, FEATURE_MAX_LENGTH).match(/^(.{20,}?)(?:[,;(]|\s[-–—]\s)/)?.[1]
      : undefined;
  return clip(tidy(clause ?? item), FEATURE_MAX_LENGTH);
}

/** The features as clean items, each once (compared without case), in their order. */
export function cleanFeatures(items: readonly string[]): string[] {
  const unique = new Map<string, string>();
  for (const raw of items) {
    const item = cleanFeature(raw);
    if (item && !unique.has(item.toLowerCase())) unique.set(item.toLowerCase(), item);
  }
  return [...unique.values()];
}
