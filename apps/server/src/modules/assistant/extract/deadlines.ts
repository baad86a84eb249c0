import * as chrono from 'chrono-node';
import { DATE_PREPOSITION_BEFORE, DEADLINE_BEFORE, NAMED_DATES } from '../data/timeline-cues.data.ts';

export interface Deadline {
  start: number;
  date: Date;
  /** "by March 2027", "by the end of Q3 2026", "by Christmas 2026". */
  text: string;
  /**
   * What is right before it: a deadline word ("by", "before", "deadline:"), a preposition ("in",
   * "for"), or nothing (a quarter standing alone: "Q1 next year would be great").
   */
  cue: 'explicit' | 'preposition' | 'none';
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12));
const monthName = (date: Date) => MONTH.format(date);

/** What is right before a position, to tell a deadline ("by June") from any other date. */
function cueBefore(text: string, position: number): 'explicit' | 'preposition' | null {
  const before = text.slice(Math.max(0, position - 40), position);
  if (DEADLINE_BEFORE.test(before)) return 'explicit';
  if (DATE_PREPOSITION_BEFORE.test(before)) return 'preposition';
  return null;
}

/** The first year, from the reference's on, in which the date is still ahead. */
function nextYearOf(reference: Date, dateIn: (year: number) => Date): number {
  const year = reference.getUTCFullYear();
  return dateIn(year) >= reference ? year : year + 1;
}

/** Dates from the date parser (chrono): "by March", "July 15", "end of August", "next week". */
function parsedDates(text: string, reference: Date): Deadline[] {
  const deadlines: Deadline[] = [];
  for (const result of chrono.parse(text, reference, { forwardDate: true })) {
    const written = result.text;
    const relative = /^(?:next|this) (?:week|month)$/i.test(written);
    // Durations and relative phrases ("in 3 months", "2 months before") are read as durations.
    if (!relative && /\b(?:days?|weeks?|months?|years?|hours?|minutes?)\b/i.test(written)) continue;
    if (/^(?:now|today|tonight|24\/7)$/i.test(written)) continue;
    const known = result.start;
    const hasMonth = known.isCertain('month');
    const cue = cueBefore(text, result.index);
    if (!cue && !relative) continue;
    // A weekday alone ("on Saturday") or digits alone ("15/09") need a clear deadline word.
    if (!hasMonth && !relative && !(known.isCertain('weekday') && cue === 'explicit')) continue;
    if (!/\p{L}/u.test(written) && cue !== 'explicit') continue;
    const date = known.date();
    if (date <= reference) continue;
    const before = text.slice(Math.max(0, result.index - 12), result.index);
    const isEndOf = /end of\s*(?:the\s+)?$/i.test(before) || /^end of/i.test(written);
    const isMid = /mid-?\s*$/i.test(before) && !known.isCertain('day');
    const day = isMid ? 15 : date.getUTCDate();
    const when = isMid ? utc(date.getUTCFullYear(), date.getUTCMonth() + 1, 15) : date;
    const year = when.getUTCFullYear();
    const label = relative
      ? written.toLowerCase()
      : isEndOf
        ? `the end of ${monthName(when)} ${year}`
        : isMid
          ? `mid-${monthName(when)} ${year}`
          : known.isCertain('day') || known.isCertain('weekday')
            ? `${monthName(when)} ${day}, ${year}`
            : `${monthName(when)} ${year}`;
    deadlines.push({ start: result.index, date: when, text: `by ${label}`, cue: cue ?? 'preposition' });
  }
  return deadlines;
}

const QUARTER =
  /\b(?:(?<position>end|start|beginning|middle|mid)(?:\s+of)?\s+)?(?:the\s+)?(?:Q(?<number>[1-4])|(?<ordinal>first|second|third|fourth|last)\s+quarter)(?:\s+(?:of\s+)?(?<year>20\d\d))?\b/gi;
const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, last: 4 };

/** Quarters: "end of Q2", "in Q4", "by Q3 2027". "By Q3" is its first day; otherwise its last. */
function quarters(text: string, reference: Date): Deadline[] {
  const deadlines: Deadline[] = [];
  for (const match of text.matchAll(QUARTER)) {
    const { position, number, ordinal, year: yearText } = match.groups ?? {};
    const quarter = number ? Number(number) : (ORDINALS[(ordinal ?? '').toLowerCase()] ?? 4);
    const cue = position ? 'explicit' : (cueBefore(text, match.index) ?? 'none');
    const atStart =
      /^(?:start|beginning)$/i.test(position ?? '') ||
      (!position && /\b(?:by|before)\s*(?:the\s+)?$/i.test(text.slice(Math.max(0, match.index - 12), match.index)));
    const dateIn = (year: number) =>
      atStart ? utc(year, quarter * 3 - 2, 1) : new Date(Date.UTC(year, quarter * 3, 0, 12));
    const year = yearText ? Number(yearText) : nextYearOf(reference, dateIn);
    const date = dateIn(year);
    if (date <= reference) continue;
    deadlines.push({
      start: match.index,
      date,
      text: `by the ${atStart ? 'start' : 'end'} of Q${quarter} ${year}`,
      cue,
    });
  }
  return deadlines;
}

/** The day after the fourth Thursday of November. */
function blackFriday(year: number): Date {
  const first = new Date(Date.UTC(year, 10, 1, 12));
  const firstThursday = 1 + ((4 - first.getUTCDay() + 7) % 7);
  return utc(year, 11, firstThursday + 21 + 1);
}

const YEAR_END = /\b(?:(?:the\s+)?end of (?:the |this )?year|year[- ]end|EOY|(?:the\s+)?end of (?<year>20\d\d))\b/gi;

/** Named moments ("before Christmas", "by summer", "launch in spring 2027") and the year's end. */
function namedDates(text: string, reference: Date): Deadline[] {
  const deadlines: Deadline[] = [];
  for (const named of NAMED_DATES) {
    const pattern = new RegExp(`\\b(?:${named.pattern})(?:\\s+(?<year>20\\d\\d))?\\b`, 'gi');
    for (const match of text.matchAll(pattern)) {
      const cue = cueBefore(text, match.index);
      if (!cue) continue;
      const dateIn = (year: number) =>
        named.day === 'black-friday' ? blackFriday(year) : utc(year, named.month, named.day);
      const year = match.groups?.year ? Number(match.groups.year) : nextYearOf(reference, dateIn);
      const date = dateIn(year);
      if (date <= reference) continue;
      deadlines.push({ start: match.index, date, text: `by ${named.label} ${year}`, cue });
    }
  }
  for (const match of text.matchAll(YEAR_END)) {
    const dateIn = (year: number) => utc(year, 12, 31);
    const year = match.groups?.year ? Number(match.groups.year) : nextYearOf(reference, dateIn);
    const date = dateIn(year);
    if (date <= reference) continue;
    deadlines.push({ start: match.index, date, text: `by the end of ${year}`, cue: 'explicit' });
  }
  return deadlines;
}

/** Every deadline in the text, dated from the reference (the time of the request). */
export function findDeadlines(text: string, reference: Date): Deadline[] {
  return [...parsedDates(text, reference), ...quarters(text, reference), ...namedDates(text, reference)];
}

/** Whole weeks from the reference to the date, at least one. */
export function weeksUntil(date: Date, reference: Date): number {
  const dayOf = (moment: Date) => Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate());
  const days = Math.round((dayOf(date) - dayOf(reference)) / (24 * 60 * 60 * 1000));
  return Math.max(1, Math.ceil(days / 7));
}
