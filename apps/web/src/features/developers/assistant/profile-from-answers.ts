import { emptyProfileDraft, type ProfileDraft } from '../drafts/profile-draft';
import {
  appendText,
  appendUnique,
  extractUrls,
  hasUrl,
  hostOf,
  isShortEntry,
  splitList,
  splitSentences,
  wordCount,
} from './answer-parsing';
import type { GatheredAnswers } from './questions';

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
  return {
    name,
    title: title.replace(TITLE_LEAD, '').trim(),
    location: location || rest.join(', '),
  };
}

function readRatesAndLanguages(draft: ProfileDraft, answer: string): ProfileDraft {
  const rate = answer.match(RATE)?.[0].trim();
  const timezone = answer.match(TIMEZONE)?.[0].trim();
  const languages = LANGUAGES.filter((language) => new RegExp(`\\b${language}\\b`, 'i').test(answer));
  const next = { ...draft, languages: appendUnique(draft.languages, languages) };
  if (rate && !draft.hourlyRate) next.hourlyRate = /\/|per|hour|hr/i.test(rate) ? rate : `${rate}/hr`;
  if (timezone && !draft.timezone) next.timezone = timezone;
  if (!rate && !timezone && languages.length === 0) next.experience = appendText(draft.experience, answer);
  return next;
}

function readLinksAndBio(draft: ProfileDraft, answer: string): ProfileDraft {
  const next = { ...draft };
  for (const url of extractUrls(answer)) {
    const host = hostOf(url) ?? '';
    if (host === 'github.com' && !next.github) next.github = url;
    else if ((host === 'linkedin.com' || host.endsWith('.linkedin.com')) && !next.linkedin) next.linkedin = url;
    else if (host !== 'github.com' && !host.endsWith('linkedin.com') && !next.portfolio) next.portfolio = url;
  }
  const bio = splitSentences(answer)
    .filter((sentence) => !hasUrl(sentence))
    .join(' ');
  next.bio = appendText(next.bio, bio);
  return next;
}

function readSkills(draft: ProfileDraft, answer: string): ProfileDraft {
  let { skills, experience } = draft;
  for (const sentence of splitSentences(answer)) {
    const items = splitList(sentence);
    if (items.length > 0 && items.every(isShortEntry)) skills = appendUnique(skills, items);
    else experience = appendText(experience, sentence);
  }
  return { ...draft, skills, experience };
}

/** The Profile Wizard's starting values from the chat answers (issue 7: best effort). */
export function buildProfileDraft(gathered: GatheredAnswers): ProfileDraft {
  let draft = emptyProfileDraft();
  for (const answer of gathered.identity ?? []) {
    const identity = draft.name ? null : parseIdentity(answer);
    if (identity && wordCount(answer) <= 30) draft = { ...draft, ...identity };
    else draft.bio = appendText(draft.bio, answer);
  }
  for (const answer of gathered.skills ?? []) draft = readSkills(draft, answer);
  for (const answer of gathered.ratesLanguages ?? []) draft = readRatesAndLanguages(draft, answer);
  for (const answer of gathered.linksBio ?? []) draft = readLinksAndBio(draft, answer);
  return draft;
}
