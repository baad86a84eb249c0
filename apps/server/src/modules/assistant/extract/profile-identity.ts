import {
  HONORIFICS,
  NOT_A_NAME,
  SPOKEN_LANGUAGES,
  TIMEZONE_ABBREVIATIONS,
  TITLE_WORDS,
} from '../data/profile-cues.data.ts';
import { clip, type Span, tidy } from './sentences.ts';
import { normaliseTechnology } from './technologies.ts';

/** Who the CV is about, what they do, where and in which time zone. */

const LANGUAGE_NAMES = new Set(SPOKEN_LANGUAGES.flatMap((language) => [language.name, ...(language.aliases ?? [])]));
const TITLE_WORD = new RegExp(`^(?:${TITLE_WORDS.join('|')})$`, 'i');
const MONTHS = /^(?:January|February|March|April|May|June|July|August|September|October|November|December)$/;
const TIMEZONE = new RegExp(
  `(?:\\b(?:UTC|GMT)\\s?[+\\-−–]\\s?\\d{1,2}(?::?\\d{2})?(?!\\d)|\\b(?:${TIMEZONE_ABBREVIATIONS.join('|')})\\b(?![+\\-−–]\\d)|\\b(?:Africa|America|Asia|Atlantic|Australia|Europe|Indian|Pacific)/[A-Z][A-Za-z_]+)`,
  'g',
);
const bothCases = (words: string) => words.replace(/\b(\p{Ll})/gu, (letter) => `[${letter.toUpperCase()}${letter}]`);

/** The lines that head a CV: the first few, or the first sentences of a one-paragraph summary. */
export function headerLines(text: string, sentences: readonly Span[]): string[] {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (lines.length > 1 ? lines : sentences.map((sentence) => sentence.text)).slice(0, 4);
}

/** "JOHN O'REILLY" -> "John O'Reilly"; names already in mixed case stay as written. */
function nameCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

const NAME_WORD = String.raw`(?:\p{Lu}[\p{Ll}'’-]+|\p{Lu}+['’]\p{Lu}+|\p{Lu}{2,}|\p{Lu}[\p{Ll}]*['’]\p{Lu}[\p{Ll}]+)`;
const NAME = new RegExp(`^${NAME_WORD}(?:\\s+(?:${NAME_WORD}|van|von|de|da|der|del|la|le|di|bin|al)){1,3}$`, 'u');
const INTRODUCED =
  /\b(?:[Mm]y name is|I'm|I’m|I am|[Tt]his is)\s+(?<name>\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){0,2})(?=\s*[,.!;]|\s*$|\s+(?:and|from|here)\b)/u;

const isOtherThing = (words: string) =>
  words.split(/\s+/).some((word) => TITLE_WORD.test(word) || LANGUAGE_NAMES.has(word) || MONTHS.test(word)) ||
  normaliseTechnology(words) !== null;

/** The person's name: labelled, introduced ("My name is..."), or the CV's first line. */
export function extractName(text: string, header: readonly string[]): string | undefined {
  const labelled = text.match(/(?:^|[|·•]\s*)\s*(?:full\s+)?name\s*:\s*(?<name>[^\n|·•]{2,80})/im)?.groups?.name;
  if (labelled) return clip(labelled.trim(), 100);
  const introduced = text.match(INTRODUCED)?.groups?.name;
  if (introduced && !isOtherThing(introduced)) return introduced;
  const first = (header[0] ?? '').replace(HONORIFICS, '');
  const segment = first.split(/\s*(?:[|·•,(:]|\s[–—-]\s|\.\s|\.$)/)[0]?.trim() ?? '';
  if (NAME.test(segment) && !NOT_A_NAME.test(segment) && !isOtherThing(segment)) return nameCase(segment);
  return undefined;
}

const CLAUSE_BREAK =
  /\s*(?:[|·•,;(:]|\s[–—-]\s|\.\s|\.$|\s(?:with|from|based|at|in|for|since|who|turning|building|looking|and I|currently|specializing)\s)/;
const INTRO = /^(?:hi!?\s*|hello!?\s*)?(?:i'm|i’m|i am|i work as|working as|my name is [^,]*)\s+/i;

/** The job title: labelled, or the first short clause of the header that ends with a title word. */
export function extractProfileTitle(
  text: string,
  header: readonly string[],
  name: string | undefined,
): string | undefined {
  const labelled = text.match(
    /(?:^|[|·•]\s*)\s*(?:title|position|role|headline|current role)\s*:\s*(?<title>[^\n|·•]{2,120})/im,
  )?.groups?.title;
  if (labelled) return clip(labelled.trim(), 200);
  for (const line of header) {
    for (const sentence of line.split(/(?<=[.!?])\s+/)) {
      for (const raw of sentence.split(CLAUSE_BREAK)) {
        const clause = raw
          ?.trim()
          .replace(INTRO, '')
          .replace(/^(?:an?|the)\s+/i, '')
          .replace(/[.!]$/, '');
        if (!clause || (name && clause.includes(name))) continue;
        const words = clause.split(/\s+/);
        const last = words[words.length - 1]?.replace(/[^\p{L}]/gu, '') ?? '';
        if (words.length <= 7 && !/\d/.test(clause) && TITLE_WORD.test(last)) return clip(tidy(clause), 200);
      }
    }
  }
  // "5 years as a financial analyst, 3 years as analytics engineer": the latest role.
  const roles = [
    ...text.matchAll(
      /\byears?\s+as\s+(?:an?\s+)?(?<role>(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)(?=\s*(?:[,.;(]|$|\s(?:at|in|for|since|with)\b))/gu,
    ),
  ]
    .map((match) => match.groups?.role ?? '')
    .filter((role) => TITLE_WORD.test(role.split(/\s+/).pop() ?? ''));
  const latest = roles[roles.length - 1];
  return latest ? clip(tidy(latest), 200) : undefined;
}

/** Time zones as written: "UTC+1", "CET", "SAST (UTC+2)" when several are given together. */
export function extractTimezone(text: string): string | undefined {
  const labelled = text.match(/^\s*time ?zone\s*:\s*(?<zone>[^\n]{2,60})$/im)?.groups?.zone;
  if (labelled) return labelled.trim();
  const zones = [...text.matchAll(TIMEZONE)];
  const first = zones[0];
  if (!first) return undefined;
  const second = zones[1];
  const between = second ? text.slice(first.index + first[0].length, second.index) : '';
  const compact = (zone: string) => zone.replace(/\s+/g, '').replace(/[−–]/, '-');
  return second && /^\s*[,/]?\s*$/.test(between) ? `${compact(first[0])} (${compact(second[0])})` : compact(first[0]);
}

const PLACE_WORD = String.raw`\p{Lu}[\p{L}.'’-]*`;
const PLACE = `${PLACE_WORD}(?:\\s+${PLACE_WORD}){0,3}(?:,\\s*${PLACE_WORD}(?:\\s+${PLACE_WORD}){0,2})?`;
const PLACE_CUES: RegExp[] = [
  /(?:^|[|·•]\s*)\s*(?:location|based in|city|address|lives in)\s*:\s*(?<place>[^\n|·•]{2,100})/im,
  new RegExp(
    `\\b(?:${['based in', 'based near', 'located in', 'living in', 'live in', 'lives in', 'remote from', 'now in', 'currently in', 'from'].map(bothCases).join('|')})\\s+(?<place>${PLACE})`,
    'u',
  ),
  new RegExp(`(?<place>${PLACE_WORD}(?:\\s+${PLACE_WORD})?)-based\\b`, 'u'),
  new RegExp(`(?:UTC|GMT)\\s?[+\\-−]\\s?\\d{1,2}\\s*\\((?<place>${PLACE})\\)`, 'u'),
];
const CITY_COUNTRY = new RegExp(
  `^${PLACE_WORD}(?:\\s+${PLACE_WORD}){0,3},\\s*${PLACE_WORD}(?:\\s+${PLACE_WORD}){0,2}$`,
  'u',
);
const SINGLE_PLACE = new RegExp(`^${PLACE_WORD}(?:\\s+${PLACE_WORD}){0,3}$`, 'u');
const TIMEZONE_ONLY = new RegExp(`\\b(?:${TIMEZONE_ABBREVIATIONS.join('|')})\\b|(?:UTC|GMT)\\s?[+\\-−]\\s?\\d`);
const WORKS_IN = new RegExp(
  `\\b(?:startup|company|agency|firm|office|team|studio|working|work|bank|hospital|university)\\s+in\\s+(?<place>${PLACE})`,
  'u',
);
/** "a backend dev in Lisbon": a role, then where it is done (a chat answer rather than a CV header). */
const ROLE_IN = new RegExp(`\\b(?:${TITLE_WORDS.map(bothCases).join('|')})\\s+in\\s+(?<place>${PLACE})`, 'u');
/** "I'm Ana": an introduction is not a place. */
const INTRODUCTION = /^(?:I'm|I’m|I am|Hi|Hello|Hey)\b/i;

const SECTION_HEADING =
  /\b(?:curriculum|vitae|resume|résumé|summary|experience|skills|languages|profile|education|contact|about|remote work)\b/i;

const isPlace = (place: string, name: string | undefined) =>
  place.length >= 2 &&
  !SECTION_HEADING.test(place) &&
  place !== name &&
  !place.split(/[\s,]+/).some((word) => TITLE_WORD.test(word) || LANGUAGE_NAMES.has(word) || MONTHS.test(word)) &&
  !new RegExp(`^(?:${TIMEZONE_ABBREVIATIONS.join('|')})$`).test(place) &&
  !place.split(/,\s*/).some((part) => normaliseTechnology(part) !== null);

/** Cut a place where the sentence goes on: " and speak...", "(GMT+8)", ", CET". */
function placeOf(raw: string): string {
  return raw
    .replace(/(?<!\b(?:St|Mt|Ft))\.\s.*$/s, '')
    .replace(/\s*\([^)]*\)?.*$/, '')
    .replace(new RegExp(`,\\s*(?:${TIMEZONE_ABBREVIATIONS.join('|')}|UTC|GMT)\\b.*$`), '')
    .replace(/\s+(?:and|where|with|who|since|for)\b.*$/, '')
    .replace(/[.,;]+$/, '')
    .trim();
}

/** The place a cue names; "in Lisbon, Node and Postgres" is Lisbon, without what the sentence goes on to list. */
function placeAfter(cue: RegExp, text: string, name: string | undefined): string | undefined {
  const found = text.match(cue)?.groups?.place;
  if (!found) return undefined;
  const place = placeOf(found);
  return [place, place.split(',')[0]?.trim() ?? ''].find((candidate) => isPlace(candidate, name));
}

/** Where the person lives: labelled, "based in X", a "City, Country" in the header, or a header segment. */
export function extractLocation(
  text: string,
  header: readonly string[],
  sentences: readonly Span[],
  name?: string,
): string | undefined {
  for (const pattern of PLACE_CUES) {
    const found = text.match(pattern)?.groups?.place;
    const place = found ? placeOf(found) : '';
    if (place && isPlace(place, name)) return clip(place, 200);
  }
  const segmentsOf = (line: string) =>
    line
      .replace(/\([^)]*\)/g, '')
      .split(/\s*(?:[|·•]|\s[–—-]\s)\s*/)
      .map((segment) => segment.trim().replace(/[.]$/, ''));
  // "NYC · EST": a short capitals-only segment counts as a place only beside a time zone.
  const isNamedPlace = (segment: string, neighbours: string) =>
    SINGLE_PLACE.test(segment) &&
    isPlace(segment, name) &&
    !(name ?? '').includes(segment) &&
    !(name && segment.includes(name)) &&
    !INTRODUCTION.test(segment) &&
    !segment.split(/\s+/).some((word) => normaliseTechnology(word) !== null) &&
    (/\p{Ll}/u.test(segment) || TIMEZONE_ONLY.test(neighbours));
  const cityCountry = [...header.flatMap(segmentsOf), ...sentences.map((sentence) => placeOf(sentence.text))].find(
    (segment) => CITY_COUNTRY.test(segment) && isPlace(segment, name),
  );
  if (cityCountry) return cityCountry;
  const roleIn = placeAfter(ROLE_IN, text, name);
  if (roleIn) return roleIn;
  for (const line of header) {
    const segments = segmentsOf(line);
    for (const [index, segment] of segments.entries()) {
      const neighbours = `${segments[index - 1] ?? ''} ${segments[index + 1] ?? ''} ${line.match(/\(([^)]*)\)/)?.[1] ?? ''}`;
      const place = segment.split(/\s*[,/]\s*/).find((part) => isNamedPlace(part, neighbours));
      if (place) return place;
    }
  }
  return placeAfter(WORKS_IN, text, name);
}
