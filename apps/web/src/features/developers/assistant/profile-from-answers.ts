import type { ProfileFacts } from '@app/shared/assistant/assistant.schemas';
import type { ProfileSlot } from '@app/shared/developers/developer-questions';
import { parseHourlyRate } from '@app/shared/developers/developers.constants';
import { checkProfileLink } from '@app/shared/developers/profile-links';
import type { ProfileDraft } from '../drafts/profile-draft';
import { appendUnique, extractUrls, hasUrl, hostOf, isShortEntry, splitList, splitSentences } from './answer-parsing';

/**
 * The local rules (issue 7): how the browser reads an answer when the server cannot be reached
 * (issue 33's honest fallback). Weaker than the server's extractor, so they read only the fields
 * the question asked for.
 */

const LANGUAGES = [
  'English',
  'Spanish',
  'French',
  'German',
  'Portuguese',
  'Italian',
  'Dutch',
  'Swedish',
  'Norwegian',
  'Danish',
  'Finnish',
  'Polish',
  'Czech',
  'Ukrainian',
  'Russian',
  'Turkish',
  'Greek',
  'Arabic',
  'Hebrew',
  'Persian',
  'Hindi',
  'Urdu',
  'Bengali',
  'Tamil',
  'Mandarin',
  'Cantonese',
  'Chinese',
  'Japanese',
  'Korean',
  'Vietnamese',
  'Thai',
  'Indonesian',
  'Malay',
  'Filipino',
  'Tagalog',
  'Swahili',
  'Romanian',
  'Hungarian',
];
const RATE =
  /\$\s?\d[\d,]*(?:\s*(?:-|–|to)\s*\$?\s?\d[\d,]*)?(?:\s*(?:\/|per|an|a)\s*(?:hr|hour|h)\b)?|\b\d[\d,]*(?:\s*(?:-|–|to)\s*\d[\d,]*)?\s*(?:usd|eur|dollars|euros)?\s*(?:\/|per|an|a)\s*(?:hr|hour|h)\b/i;
const TIMEZONE =
  /\b(?:UTC|GMT)\s?[+\-−]\s?\d{1,2}(?::?\d{2})?|\b[A-Z][a-z]+\/[A-Z][A-Za-z_]+\b|\b(?:UTC|GMT|PST|PDT|MST|MDT|CST|CDT|EST|EDT|AKST|HST|CET|CEST|EET|EEST|WET|BST|IST|JST|KST|AEST|AEDT|SGT|HKT)\b/;
const GREETING = /^(?:(?:hi|hello|hey)(?:\s+there)?[!,.]?\s*)?(?:my name is|my name's|i am|i'm|this is|name:)?\s*/i;
const LOCATION =
  /\s*,?\s*\b(?:(?:and\s+)?(?:i'm\s+|i am\s+)?(?:based (?:in|out of)|located in|living in|i live in|live in|from))\s+([^.;\n]+)/i;
const TITLE_LEAD = /^(?:and\s+)?(?:i'm|i am|i work as|working as|work as)?\s*(?:an?\s+)?/i;
const PLACE_LEAD = /^(?:i'm\s+|i am\s+)?(?:based|living|located)?\s*(?:in|from|out of)\s+/i;
const TITLE_WORD =
  /\b(?:developer|dev|engineer|designer|architect|consultant|analyst|scientist|lead|manager|programmer|freelancer|specialist|tester|administrator|devops|sre|cto)s?\b/i;
const SYMBOLS: Record<string, string> = {
  $: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  usd: 'USD',
  eur: 'EUR',
  dollars: 'USD',
  euros: 'EUR',
};

const looksLikeName = (text: string) => /^[\p{L}][\p{L}'.-]*(?:\s+[\p{L}][\p{L}'.-]*){0,3}$/u.test(text);

/** 'Jane Doe, a frontend engineer based in Berlin' -> name, title and location; else null. */
export function parseIdentity(answer: string): Pick<ProfileDraft, 'name' | 'title' | 'location'> | null {
  let text = answer.trim().replace(GREETING, '');
  const locationMatch = text.match(LOCATION);
  const location = locationMatch?.[1]?.trim().replace(/[.!]+$/, '') ?? '';
  if (locationMatch) text = text.replace(locationMatch[0], '');
  const parts = text
    .split(/\s*(?:,|;|\n|\s[-–—|]\s)\s*/)
    .map((part) => part.trim().replace(/[.!]+$/, ''))
    .filter(Boolean);
  const [name = '', title = '', ...rest] = parts;
  if (!looksLikeName(name)) return null;
  // "a backend dev in Lisbon": the title, then the place.
  const roleIn = title.match(/^(.+?)\s+in\s+(\p{Lu}.*)$/u);
  return {
    name,
    title: (roleIn?.[1] ?? title).replace(TITLE_LEAD, '').trim(),
    location: location || roleIn?.[2] || rest.join(', '),
  };
}

const clip = (text: string, max: number) => text.trim().slice(0, max);
const withoutEnd = (text: string) =>
  text
    .trim()
    .replace(/[.!?]+$/, '')
    .trim();

/** The name, title and location the question asked for: one alone as typed, several by their place in the answer. */
function readIdentity(slots: readonly ProfileSlot[], answer: string): ProfileFacts {
  const asked = slots.filter((slot) => slot === 'name' || slot === 'title' || slot === 'location');
  const text = withoutEnd(answer);
  if (asked.length === 0 || !text) return {};
  if (asked.length === 1 && asked[0] === 'title') return { title: clip(text.replace(TITLE_LEAD, ''), 200) };
  if (asked.length === 1 && asked[0] === 'location') return { location: clip(text.replace(PLACE_LEAD, ''), 200) };
  if (asked.includes('name')) {
    const identity = parseIdentity(answer);
    if (!identity) return {};
    const facts: ProfileFacts = { name: clip(identity.name, 100) };
    if (asked.includes('title') && identity.title) facts.title = clip(identity.title, 200);
    if (asked.includes('location') && identity.location) facts.location = clip(identity.location, 200);
    return facts;
  }
  // Title and location, in either order: the part naming a role is the title.
  const parts = text.split(/\s*(?:,|;|\n|\s[-–—|]\s)\s*/).filter(Boolean);
  const titleIndex = Math.max(
    0,
    parts.findIndex((part) => TITLE_WORD.test(part)),
  );
  const title = parts[titleIndex]?.replace(TITLE_LEAD, '') ?? '';
  const location = parts
    .filter((_, index) => index !== titleIndex)
    .join(', ')
    .replace(PLACE_LEAD, '');
  return { ...(title ? { title: clip(title, 200) } : {}), ...(location ? { location: clip(location, 200) } : {}) };
}

/** '$60-90/hr' -> 60, 90 and USD; a bare number when the rate alone was asked. */
function readRate(answer: string, isAskedAlone: boolean): ProfileFacts {
  const written = answer.match(RATE)?.[0] ?? (isAskedAlone ? answer.match(/[$€£]?\s?\d[\d,.]*/)?.[0] : undefined);
  const { min, max } = parseHourlyRate(written);
  if (min === null || max === null) return {};
  const symbol = written?.match(/[$€£]|\b(?:usd|eur|dollars|euros)\b/i)?.[0].toLowerCase();
  const currency = symbol ? SYMBOLS[symbol] : undefined;
  return { hourlyRate: min, ...(max > min ? { hourlyRateMax: max } : {}), ...(currency ? { currency } : {}) };
}

function readLinks(answer: string): ProfileFacts {
  const facts: ProfileFacts = {};
  for (const url of extractUrls(answer)) {
    const host = hostOf(url) ?? '';
    const kind = host === 'github.com' ? 'github' : host.endsWith('linkedin.com') ? 'linkedin' : 'portfolio';
    const checked = checkProfileLink(kind, url);
    if (checked.valid && checked.url.length <= 300) facts[kind] ??= checked.url;
  }
  return facts;
}

/**
 * An answer read in the browser: only the fields `slots` asked for, as the issue-7 rules read
 * them (short list entries are skills, "$90/hr" a rate, sentences without links a bio).
 */
export function readProfileAnswerLocally(slots: readonly ProfileSlot[], answer: string): ProfileFacts {
  const facts: ProfileFacts = readIdentity(slots, answer);
  if (slots.includes('skills')) {
    const skills = splitSentences(answer)
      .map(splitList)
      .filter((items) => items.length > 0 && items.every(isShortEntry))
      .flat()
      .filter((item) => !hasUrl(item) && !/\d/.test(item.replace(/\p{L}+\d+/gu, '')));
    if (skills.length > 0)
      facts.skills = appendUnique(
        [],
        skills.map((skill) => clip(skill, 100)),
      ).slice(0, 50);
  }
  if (slots.includes('languages')) {
    const languages = LANGUAGES.filter((language) => new RegExp(`\\b${language}\\b`, 'i').test(answer));
    if (languages.length > 0) facts.languages = languages;
  }
  if (slots.includes('timezone')) {
    const timezone = answer.match(TIMEZONE)?.[0] ?? (slots.length === 1 ? withoutEnd(answer) : undefined);
    if (timezone) facts.timezone = clip(timezone, 100);
  }
  if (slots.includes('hourlyRate')) Object.assign(facts, readRate(answer, slots.length === 1));
  if (slots.includes('links')) Object.assign(facts, readLinks(answer));
  if (slots.includes('bio')) {
    const bio = splitSentences(answer)
      .filter((sentence) => !hasUrl(sentence))
      .join(' ');
    if (bio) facts.bio = clip(bio, 2000);
  }
  return facts;
}
