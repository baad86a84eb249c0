import type { ProfileFacts } from '../assistant/assistant.schemas.ts';
import { APPLICATION_REPLIES, PROFILE_REPLIES } from './developer-assistant.ts';
import { PROFILE_SLOTS, type ProfileSlot } from './profile-slots.ts';

export { PROFILE_SLOTS, type ProfileSlot };

/**
 * The developer assistant's questions (issue 33): the spec's order and texts (part-1 §4), but the
 * next question follows what is known, not the message count. A question is skipped when earlier
 * answers filled it; when an answer fills part of a question, one narrower question asks for the
 * rest; a slot asked and answered is never asked again, even when the answer left it blank.
 */

export const APPLICATION_SLOTS = ['job', 'company', 'skills', 'experience', 'coverLetter', 'interviewTopics'] as const;
export type ApplicationSlot = (typeof APPLICATION_SLOTS)[number];
export type AssistantSlot = ProfileSlot | ApplicationSlot;

export const QUESTION_KEYS = ['identity', 'skills', 'ratesLanguages', 'linksBio', 'job', 'fit', 'materials'] as const;
/** What each of the assistant's questions asks for, so an answer lands in the right fields. */
export type QuestionKey = (typeof QUESTION_KEYS)[number];

export interface AssistantQuestion<Slot extends AssistantSlot> {
  key: QuestionKey;
  slots: readonly Slot[];
  /** The spec's text, asked when none of the question's slots is known yet. */
  text: string;
}

export const PROFILE_QUESTIONS: readonly AssistantQuestion<ProfileSlot>[] = [
  { key: 'identity', slots: ['name', 'title', 'location'], text: PROFILE_REPLIES.start },
  { key: 'skills', slots: ['skills'], text: PROFILE_REPLIES.under4 },
  { key: 'ratesLanguages', slots: ['languages', 'timezone', 'hourlyRate'], text: PROFILE_REPLIES.under6 },
  { key: 'linksBio', slots: ['links', 'bio'], text: PROFILE_REPLIES.under8 },
];

export const APPLICATION_QUESTIONS: readonly AssistantQuestion<ApplicationSlot>[] = [
  { key: 'job', slots: ['job', 'company'], text: APPLICATION_REPLIES.start },
  { key: 'fit', slots: ['skills', 'experience'], text: APPLICATION_REPLIES.under4 },
  { key: 'materials', slots: ['coverLetter', 'interviewTopics'], text: APPLICATION_REPLIES.under6 },
];

/** Which facts fill each profile slot: a slot is filled when one of them is known. */
export const PROFILE_SLOT_FACTS = {
  name: ['name'],
  title: ['title'],
  location: ['location'],
  skills: ['skills'],
  languages: ['languages'],
  timezone: ['timezone'],
  hourlyRate: ['hourlyRate'],
  links: ['github', 'linkedin', 'portfolio'],
  bio: ['bio'],
} as const satisfies Record<ProfileSlot, readonly (keyof ProfileFacts)[]>;

const isKnown = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '');

/** The profile slots the facts fill, in the order of the questions. */
export function filledProfileSlots(facts: ProfileFacts): ProfileSlot[] {
  return PROFILE_SLOTS.filter((slot) => PROFILE_SLOT_FACTS[slot].some((key) => isKnown(facts[key])));
}

/** How a narrower question asks for each slot, and how a note names it. */
const ASKS: Record<AssistantSlot, { ask: string; noun: string }> = {
  name: { ask: "what's your name", noun: 'name' },
  title: { ask: "what's your professional title", noun: 'professional title' },
  location: { ask: 'where are you based', noun: 'location' },
  skills: { ask: 'which skills and technologies do you work with most', noun: 'skills' },
  languages: { ask: 'which languages do you speak', noun: 'languages' },
  timezone: { ask: 'what is your time zone', noun: 'time zone' },
  hourlyRate: { ask: 'what is your hourly rate', noun: 'hourly rate' },
  links: { ask: 'do you have a portfolio, GitHub or LinkedIn link to share', noun: 'links' },
  bio: { ask: 'could you write a short bio', noun: 'bio' },
  job: { ask: 'which job are you applying for', noun: 'job' },
  company: { ask: 'at which company', noun: 'company' },
  experience: { ask: 'which of your experiences are most relevant to this role', noun: 'experience' },
  coverLetter: { ask: 'what should your cover letter emphasise', noun: 'cover letter' },
  interviewTopics: { ask: 'which interview topics worry you', noun: 'interview topics' },
};

const listOf = (items: readonly string[]) =>
  new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(items);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "What's your professional title, and where are you based?" for the slots still open. */
export function narrowerQuestion(slots: readonly AssistantSlot[]): string {
  const asks = slots.map((slot) => ASKS[slot].ask);
  const [first, ...rest] = asks;
  if (first === undefined) return '';
  if (rest.length === 0) return `${capitalise(first)}?`;
  const last = rest.pop();
  return `${capitalise([first, ...rest].join(', '))}, and ${last}?`;
}

/** What an answer told beyond the question it answered: "Got it. I also noted your skills and hourly rate." */
export function notedText(slots: readonly AssistantSlot[]): string {
  return `Got it. I also noted your ${listOf(slots.map((slot) => ASKS[slot].noun))}.`;
}

export interface NextQuestion<Slot extends AssistantSlot> {
  key: QuestionKey;
  /** The slots it asks for: all of the question's, or the ones still open. */
  slots: Slot[];
  text: string;
  /** True when it is the spec's question, asking every slot of it. */
  isWhole: boolean;
}

/**
 * The next question in the spec's order: the first with a slot neither known nor asked. With none
 * of its slots known it is the spec's text; otherwise a narrower question for what is still open.
 * Null once every question is answered: the conversation is complete.
 */
export function nextQuestion<Slot extends AssistantSlot>(
  questions: readonly AssistantQuestion<Slot>[],
  filled: readonly AssistantSlot[],
  asked: readonly AssistantSlot[],
): NextQuestion<Slot> | null {
  for (const question of questions) {
    const open = question.slots.filter((slot) => !filled.includes(slot) && !asked.includes(slot));
    if (open.length === 0) continue;
    const isWhole = open.length === question.slots.length;
    return { key: question.key, slots: open, text: isWhole ? question.text : narrowerQuestion(open), isWhole };
  }
  return null;
}

/**
 * The slots settled by an answer to `asking`: all of them, except after the spec's whole question
 * when the answer filled part of it: the rest then gets one narrower question ("Ana" alone leaves
 * the title and location to ask). An answer that filled nothing of it moves on, kept as typed.
 */
export function settledBy<Slot extends AssistantSlot>(
  asking: { slots: readonly Slot[]; isWhole: boolean },
  filledBefore: readonly AssistantSlot[],
  filledAfter: readonly AssistantSlot[],
): Slot[] {
  const answered = asking.slots.filter((slot) => filledAfter.includes(slot) && !filledBefore.includes(slot));
  const isPartlyAnswered = answered.length > 0 && answered.length < asking.slots.length;
  return asking.isWhole && isPartlyAnswered ? answered : [...asking.slots];
}
