import { TECH_CONTEXT_WORDS, TECHNOLOGIES, type TechnologyEntry } from '../data/technologies.data.ts';
import { escapeRegExp } from './patterns.ts';
import { type Span, sentenceAt, splitSentences } from './sentences.ts';

interface Form {
  entry: TechnologyEntry;
  text: string;
  caseSensitive: boolean;
  needsContext: boolean;
}

export interface TechnologyMatch {
  name: string;
  start: number;
  end: number;
}

/** Spaces and hyphens inside a name are interchangeable: "React Native", "React-Native". */
const keyOf = (text: string) => text.replace(/[\s-]+/g, ' ');

/** Every way of writing every technology. */
const FORMS: readonly Form[] = TECHNOLOGIES.flatMap((entry) => [
  { entry, text: entry.name, caseSensitive: entry.caseSensitive ?? false, needsContext: entry.needsContext ?? false },
  ...(entry.aliases ?? []).map((alias) =>
    typeof alias === 'string'
      ? { entry, text: alias, caseSensitive: false, needsContext: false }
      : {
          entry,
          text: alias.text,
          caseSensitive: alias.caseSensitive ?? false,
          needsContext: alias.needsContext ?? false,
        },
  ),
]);

/** The forms by what a match reads as: exactly (case-sensitive forms) or in lower case (the others). */
const EXACT = new Map<string, Form[]>();
const FOLDED = new Map<string, Form[]>();
for (const form of FORMS) {
  const map = form.caseSensitive ? EXACT : FOLDED;
  const key = form.caseSensitive ? keyOf(form.text) : keyOf(form.text).toLowerCase();
  map.set(key, [...(map.get(key) ?? []), form]);
}

/**
 * One pattern per kind of form, every form in it, the longest first so that "React Native" wins
 * over "React" where both start. Whole words only: not glued to a letter, digit, dot or hyphen
 * before ("asp.net", "e-mail"), nor to a letter, digit, "+" or "#" after ("C" in "C++"), nor
 * followed by ".x" ("github.com") or by "-like" / "-style" ("Notion-like" is a comparison).
 */
function patternOf(forms: readonly Form[], flags: string): RegExp {
  const bodies = [...new Set(forms.map((form) => form.text))]
    .sort((a, b) => b.length - a.length)
    .map((text) => escapeRegExp(text).replace(/(?:\\s|\s|-)+/g, '[\\s-]+'));
  return new RegExp(
    `(?<![\\p{L}\\p{N}_.@-])(?:${bodies.join('|')})(?![\\p{L}\\p{N}_+#]|\\.[\\p{L}\\p{N}]|-(?:like|style|esque|ish|alike)\\b)`,
    flags,
  );
}
const EXACT_PATTERN = patternOf(
  FORMS.filter((form) => form.caseSensitive),
  'gu',
);
const FOLDED_PATTERN = patternOf(
  FORMS.filter((form) => !form.caseSensitive),
  'giu',
);

interface Candidate {
  form: Form;
  start: number;
  end: number;
}

/** Every place a form matches, from both patterns; overlaps are settled by the caller. */
function candidatesIn(text: string): Candidate[] {
  const candidates: Candidate[] = [];
  for (const [pattern, map, fold] of [
    [EXACT_PATTERN, EXACT, false],
    [FOLDED_PATTERN, FOLDED, true],
  ] as const) {
    for (const match of text.matchAll(pattern)) {
      const key = fold ? keyOf(match[0]).toLowerCase() : keyOf(match[0]);
      for (const form of map.get(key) ?? []) {
        candidates.push({ form, start: match.index, end: match.index + match[0].length });
      }
    }
  }
  // The longest first, and at one place the forms that need no context first.
  return candidates.sort(
    (a, b) => b.end - b.start - (a.end - a.start) || Number(a.form.needsContext) - Number(b.form.needsContext),
  );
}

const CONTEXT = new RegExp(
  `(?<![\\p{L}])(?:${TECH_CONTEXT_WORDS.map((word) => escapeRegExp(word).replace(/\s+/g, '[\\s-]+')).join('|')})`,
  'iu',
);

const nextWords = (text: string, end: number) =>
  text
    .slice(end, end + 30)
    .replace(/^[\s-]+/, '')
    .toLowerCase();
const previousWord = (text: string, start: number) =>
  (
    text
      .slice(Math.max(0, start - 20), start)
      .trimEnd()
      .match(/[\p{L}\p{N}]+$/u)?.[0] ?? ''
  ).toLowerCase();

/** The words around it make it something else: "Go live", "Series C", "by Spring". */
function isRuledOut(entry: TechnologyEntry, text: string, start: number, end: number): boolean {
  const after = nextWords(text, end);
  if (
    entry.notAfter?.some(
      (word) =>
        after === word.toLowerCase() ||
        (after.startsWith(`${word.toLowerCase()}`) && !/[\p{L}]/u.test(after.charAt(word.length))),
    )
  ) {
    return true;
  }
  const before = previousWord(text, start);
  return entry.notBefore?.some((word) => word.toLowerCase() === before) ?? false;
}

/** "Something like Teachable", "kind of like Patreon": a comparison, not a technology to use. */
const isComparison = (text: string, start: number) =>
  /(?:something|kind of|sort of|just|much|exactly|a bit|think) like\s+$|(?:similar|alternative) to\s+$|(?:clone|version) of\s+$/i.test(
    text.slice(Math.max(0, start - 24), start),
  );

/** "GitHub: github.com/ada" labels a link; it does not name a skill. */
const isLinkLabel = (text: string, end: number) =>
  /^\s*:\s*(?:https?:\/\/|www\.|[\w-]+\.[a-z]{2,}\/)/i.test(text.slice(end, end + 40));

/**
 * At a sentence's start, an ambiguous name followed by a lower-case word is an ordinary word
 * ("Make sure...", "Swift delivery..."); "Go, Postgres and gRPC" is still a list of technologies.
 */
function isOrdinaryWordAtStart(text: string, sentence: Span, start: number, end: number): boolean {
  // Only a capitalised word can be an ordinary word starting a sentence; "RN" or "GPT" cannot.
  if (!/^\p{Lu}\p{Ll}+$/u.test(text.slice(start, end))) return false;
  const opening = text.slice(sentence.start, start);
  if (!/^[\s\-*•·>"'“(#\d.)]*$/.test(opening)) return false;
  return /^\s+(?!and\b|or\b)\p{Ll}/u.test(text.slice(end, end + 20));
}

/**
 * The technologies a text names, normalised ("RN" is React Native, "postgres" PostgreSQL,
 * "k8s" Kubernetes), each once, in the order they first appear. Names that are everyday words
 * count only beside another technology or a tech word in the same sentence.
 */
export function findTechnologies(text: string, sentences: readonly Span[] = splitSentences(text)): TechnologyMatch[] {
  const taken: boolean[] = new Array(text.length).fill(false);
  const isFree = (start: number, end: number) => taken.slice(start, end).every((used) => !used);
  const take = (start: number, end: number) => taken.fill(true, start, end);
  const matches: TechnologyMatch[] = [];
  const deferred: Candidate[] = [];
  for (const candidate of candidatesIn(text)) {
    const { form, start, end } = candidate;
    if (!isFree(start, end) || isRuledOut(form.entry, text, start, end) || isLinkLabel(text, end)) continue;
    if (isComparison(text, start)) continue;
    if (form.needsContext) {
      deferred.push(candidate);
      continue;
    }
    take(start, end);
    matches.push({ name: form.entry.name, start, end });
  }
  const certain = [...matches];
  for (const { form, start, end } of deferred) {
    if (!isFree(start, end)) continue;
    const sentence = sentenceAt(sentences, start);
    if (!sentence || isOrdinaryWordAtStart(text, sentence, start, end)) continue;
    const inSentence = (match: TechnologyMatch) =>
      match.start >= sentence.start && match.end <= sentence.end && match.name !== form.entry.name;
    const others = `${text.slice(sentence.start, start)} ${text.slice(end, sentence.end)}`;
    if (!certain.some(inSentence) && !CONTEXT.test(others)) continue;
    take(start, end);
    matches.push({ name: form.entry.name, start, end });
  }
  return matches.sort((a, b) => a.start - b.start);
}

const EXPANSIONS = new Map(
  TECHNOLOGIES.filter((entry) => entry.expandsTo).map((entry) => [entry.name, entry.expandsTo ?? []]),
);

/** The names alone, each once, in order of appearance; a stack's acronym ("MERN") gives its parts. */
export function extractTechnologies(text: string, sentences?: readonly Span[]): string[] {
  return [...new Set(findTechnologies(text, sentences).flatMap((match) => EXPANSIONS.get(match.name) ?? [match.name]))];
}

/**
 * The dictionary's name for one technology written any way it knows ("postgres" -> "PostgreSQL",
 * "RN" -> "React Native": a name on its own needs no context), else null.
 */
export function normaliseTechnology(written: string): string | null {
  const text = written.trim();
  const whole = candidatesIn(text).find((candidate) => candidate.start === 0 && candidate.end === text.length);
  return whole?.form.entry.name ?? null;
}
