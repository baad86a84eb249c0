import {
  GENERIC_TITLES,
  IMPERATIVE,
  INTENT,
  INTENT_WITH_VERB,
  PERSON_HEADS,
  PHRASE_END,
  PHRASE_FILLER,
  PRODUCT_NOUNS,
  SUMMARY_LABEL,
} from '../data/project-cues.data.ts';
import type { Span } from './sentences.ts';

/** Where the project is named in the text, and the phrase that names it. */
export interface ProjectPhrase {
  /** The sentence (or labelled line) it is in. */
  sentence: Span;
  phrase: string;
  /** Where the phrase ends in the text: lists of features often follow it. */
  end: number;
}

const TRAILING_LITTLE_WORD = /\s+(?:for|at|in|by|within|around|about|under|with|of|and|or|the|a|an|to|on|is|are)$/i;

/** The phrase up to where it ends (a clause, the budget, the timeline), without trailing little words. */
export function phraseFrom(text: string, endPattern: RegExp = PHRASE_END): string {
  const end = text.search(endPattern);
  let phrase = end >= 0 ? text.slice(0, end) : text;
  for (let previous = ''; previous !== phrase; ) {
    previous = phrase;
    phrase = phrase.replace(TRAILING_LITTLE_WORD, '').replace(/[,\s]+$/, '');
  }
  return phrase.trim();
}

/** "Tool that pulls my trades from Binance": a generic head keeps the clause that says what it does. */
const GENERIC_HEAD_END = /\s*(?:[,;:.!?(\n]|\s-\s|\s–\s|\s(?:so|because|but|ideally|maybe)\b|\s(?=[$€£¥₹]))/i;

function namedPhrase(rest: string): string | undefined {
  // "We want them to use handheld scanners": what they are to do.
  const cleaned = rest
    .replace(/^(?:them|us|him|her|people|our staff|our team)\s+to\s+/i, '')
    // "starting PawPal, a marketplace...": the name is the title's, the phrase follows it.
    .replace(/^\p{Lu}[\p{L}\d-]+,\s+(?=an?\s)/u, '')
    .replace(/^for\s+/i, '')
    .replace(PHRASE_FILLER, '')
    .replace(/^(?:develop|build|create|make|get|have)\s+(?=\p{L})/iu, '');
  const phrase = phraseFrom(cleaned);
  // "profile it", "clean it and secure it": the thing is named elsewhere.
  if (
    !phrase ||
    /^(?:this|that|it|them|something|anything|someone)\b|^[\p{L}-]+\s+(?:it|them|this|that)\b/iu.test(phrase)
  ) {
    return undefined;
  }
  if (GENERIC_TITLES.test(phrase)) {
    const longer = phraseFrom(cleaned, GENERIC_HEAD_END);
    return longer.split(/\s+/).length > phrase.split(/\s+/).length && !/\bsomething\b/i.test(longer)
      ? longer.split(/\s+/).slice(0, 12).join(' ')
      : undefined;
  }
  return phrase;
}

/**
 * The project in a phrase: a "Summary:"/"What:" line; what follows "we want", "looking for",
 * "build me" (the work, not the person: "a Solidity dev to write an ERC-20 token" names the token);
 * else a first sentence that names a product ("website for my restaurant").
 */
export function findProjectPhrase(text: string, sentences: readonly Span[]): ProjectPhrase | undefined {
  const labelled = text.match(SUMMARY_LABEL);
  if (labelled?.groups?.summary) {
    const start = (labelled.index ?? 0) + labelled[0].length - labelled.groups.summary.length;
    const phrase = phraseFrom(labelled.groups.summary);
    const sentence = sentences.find((candidate) => start >= candidate.start && start < candidate.end);
    if (phrase && sentence) return { sentence, phrase, end: start + phrase.length };
  }
  for (const sentence of sentences) {
    const intent =
      sentence.text.match(IMPERATIVE) ?? sentence.text.match(INTENT_WITH_VERB) ?? sentence.text.match(INTENT);
    if (!intent) continue;
    let offset = (intent.index ?? 0) + intent[0].length;
    let rest = sentence.text.slice(offset);
    const person = rest.match(PERSON_HEADS);
    if (person) {
      // The work they are wanted for: "to automate our invoicing", "for 4 months to finish our app".
      const after = rest.slice(person[0].length);
      const task = after.match(/\b(?:who can|that can|to)\s+(?=\p{Ll})|\bfor\s+(?=(?:an?|the|our|my)\s)/u);
      if (!task || (task.index ?? 0) > 60) continue;
      const skip = person[0].length + (task.index ?? 0) + task[0].length;
      offset += skip;
      rest = rest.slice(skip);
    }
    const phrase = namedPhrase(rest);
    if (phrase)
      return {
        sentence,
        phrase,
        end: sentence.start + offset + rest.indexOf(phrase.split(' ')[0] ?? '') + phrase.length,
      };
  }
  const first = sentences[0];
  if (!first || first.text.endsWith('?') || INTENT.test(first.text)) return undefined;
  // "Web3 project: a DAO governance dashboard": what follows the colon, unless the product comes first.
  const colon = first.text.match(/^(?<before>[^:]{2,40}):\s+(?<rest>.+)$/)?.groups;
  const candidate = colon?.rest && !PRODUCT_NOUNS.test(colon.before ?? '') ? colon.rest : first.text;
  const phrase = namedPhrase(candidate);
  // The product is what the phrase is about, near its start ("website for my restaurant"), not a word
  // further on ("Every morning someone checks 3 supplier websites...").
  if (!phrase || !PRODUCT_NOUNS.test(phrase.split(/\s+/).slice(0, 6).join(' '))) return undefined;
  const start = first.start + first.text.indexOf(candidate);
  return { sentence: first, phrase, end: start + candidate.indexOf(phrase.split(' ')[0] ?? '') + phrase.length };
}
