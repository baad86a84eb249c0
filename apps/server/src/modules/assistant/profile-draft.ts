import type { ProfileFacts } from '@app/shared/assistant/assistant.schemas';
import type { ProfileSlot } from '@app/shared/developers/developer-questions';
import { SPOKEN_LANGUAGES, TITLE_WORDS } from './data/profile-cues.data.ts';
import { extractLinks } from './extract/profile-details.ts';
import { clip, splitSentences, tidy, wordCount } from './extract/sentences.ts';
import { normaliseTechnology } from './extract/technologies.ts';
import { unionOfNames, withoutUndefined } from './llm-merge.ts';

const RATE: readonly (keyof ProfileFacts)[] = ['hourlyRate', 'hourlyRateMax', 'currency'];

/**
 * What is known wins, as for projects: the rate is one fact (never half known, half new); skills
 * and languages keep every known entry and gain the new ones.
 */
export function mergeKnownProfile(known: ProfileFacts | undefined, found: ProfileFacts): ProfileFacts {
  if (!known) return found;
  const merged: ProfileFacts = { ...found, ...withoutUndefined(known) };
  if (RATE.some((key) => known[key] !== undefined)) {
    for (const key of RATE) if (known[key] === undefined) delete merged[key];
  }
  merged.skills = unionOfNames(known.skills, found.skills)?.slice(0, 50);
  merged.languages = unionOfNames(known.languages, found.languages)?.slice(0, 20);
  return withoutUndefined(merged);
}

/**
 * The text the built-in extractor reads for an answer to one question (issue 33), as the project
 * draft reads "Budget: 10k": a bare "70" to the rate question is a rate, a bare "Go, Rust" to the
 * skills question a list of skills. The language model gets the text alone.
 */
export function asProfileAnswer(slots: readonly ProfileSlot[] | undefined, text: string): string {
  if (slots?.length !== 1) return text;
  if (slots[0] === 'hourlyRate') return `Hourly rate: ${text}`;
  if (slots[0] === 'languages') return `Languages: ${text}`;
  if (slots[0] === 'skills') return `Skills: ${text}`;
  return text;
}

const TITLE_WORD = new RegExp(`\\b(?:${TITLE_WORDS.join('|')})\\b`, 'i');
const LANGUAGE_NAMES = new Set(
  SPOKEN_LANGUAGES.flatMap((language) => [language.name, ...(language.aliases ?? [])]).map((name) =>
    name.toLowerCase(),
  ),
);
const INTRO =
  /^(?:(?:hi|hello|hey)(?:\s+there)?[!,.]?\s*)?(?:my name is|my name's|i'm|i’m|i am|this is|it's|call me)?\s*/i;
const NAME_LIKE = /^\p{L}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,3}$/u;
const NOT_A_NAME = /^(?:hi|hello|hey|yes|no|ok|okay|sure|thanks|profile|none|n\/a)$/i;

const withoutEnd = (text: string) => text.replace(/[.!?]+$/, '').trim();
const capitalised = (text: string) =>
  text === text.toLowerCase()
    ? text.replace(/(^|[\s'’-])(\p{L})/gu, (_, before, letter) => before + letter.toUpperCase())
    : text;

/**
 * A name said on its own ("Ana", "ana souza", "I'm Ana, backend dev"): the first words, when they
 * are not a role, a technology or a language. Only read when the question asked for the name.
 */
function bareName(text: string): string | undefined {
  const first = withoutEnd(
    text
      .trim()
      .replace(INTRO, '')
      .split(/\s*[,;\n]\s*|\s[–—-]\s/)[0] ?? '',
  );
  if (!NAME_LIKE.test(first) || NOT_A_NAME.test(first) || TITLE_WORD.test(first)) return undefined;
  const words = first.split(/\s+/);
  if (words.some((word) => LANGUAGE_NAMES.has(word.toLowerCase()) || normaliseTechnology(word) !== null))
    return undefined;
  return clip(capitalised(first), 100);
}

/** "React, Node and a bit of Go" -> its entries, lead-ins dropped; only short ones. */
function itemsOf(text: string, maxWords: number): string[] {
  return (
    text
      .split(/[,;\n]|(?<!\d)\/|\s+and\s+|\s*&\s*/i)
      .map((item) => withoutEnd(item.replace(/^\s*(?:and|also|plus|mostly|mainly|some|i (?:use|know|speak))\s+/i, '')))
      // A word, or a one-letter language ("C", "R", "C#"); never an amount ("90/h").
      .filter(
        (item) =>
          wordCount(item) <= maxWords &&
          (/\p{L}{2}/u.test(item) || /^\p{Lu}[#+]*$/u.test(item)) &&
          !/\d/.test(item.replace(/\p{L}+\d+/gu, '')),
      )
  );
}

/** The answer as typed, for a field asked alone that nothing in the answer was understood as. */
const AS_TYPED: Partial<Record<ProfileSlot, (text: string) => ProfileFacts>> = {
  title: (text) => ({
    title: clip(tidy(withoutEnd(text.replace(/^(?:i'm|i’m|i am|i work as)?\s*(?:an?\s+)?/i, ''))), 200),
  }),
  location: (text) => ({
    location: clip(
      tidy(withoutEnd(text.replace(/^(?:i'm|i’m|i am)?\s*(?:based|living|located)?\s*(?:in|from|out of)\s+/i, ''))),
      200,
    ),
  }),
  timezone: (text) => ({ timezone: clip(withoutEnd(text), 100) }),
  skills: (text) => {
    const skills = unionOfNames(itemsOf(text, 3).map((item) => clip(item, 100)))?.slice(0, 50);
    return skills ? { skills } : {};
  },
  languages: (text) => {
    const languages = itemsOf(text, 2)
      .map((item) => clip(capitalised(item), 60))
      .slice(0, 20);
    return languages.length > 0 ? { languages } : {};
  },
};

/** The sentences of an answer that are not links: the person's bio, as they wrote it. */
function bioOf(text: string): string | undefined {
  const prose = splitSentences(text)
    .map((sentence) => sentence.text)
    .filter((sentence) => Object.keys(extractLinks(sentence)).length === 0 && wordCount(sentence) > 0)
    .join(' ');
  return prose ? clip(prose, 2000) : undefined;
}

/**
 * An answer read as the answer to the question asked (issue 33). Every fact it states counts, but
 * a bio only when the question asked for one (an introduction is not a bio). When the name is
 * asked and not found, a name said alone is the name (the CV rules would take "Ana" for a place).
 * A field asked alone takes the answer as typed when nothing in it was understood as that field.
 */
export function readProfileAnswer(found: ProfileFacts, slots: readonly ProfileSlot[] | undefined, text: string) {
  if (!slots) return found;
  const facts: ProfileFacts = { ...found };
  if (!slots.includes('bio')) delete facts.bio;
  else facts.bio ??= bioOf(text);
  if (slots.includes('name') && !facts.name) {
    const name = bareName(text);
    if (name) {
      facts.name = name;
      if (facts.location?.toLowerCase() === name.toLowerCase()) delete facts.location;
    }
  }
  const only = slots.length === 1 ? slots[0] : undefined;
  if (only === 'skills') {
    // Names the dictionary does not know ("Gleam") are the person's skills too, when asked for them.
    facts.skills = unionOfNames(AS_TYPED.skills?.(text).skills, facts.skills)?.slice(0, 50);
  } else if (only && only !== 'links' && only !== 'name' && only !== 'bio' && only !== 'hourlyRate') {
    if (facts[only] === undefined) Object.assign(facts, AS_TYPED[only]?.(text.trim()));
  }
  return withoutUndefined(facts);
}
