import * as chrono from 'chrono-node';
import { DATE_PREPOSITION_BEFORE, DEADLINE_BEFORE, NAMED_DATES, START_BEFORE } from '../data/timeline-cues.data.ts';
import type { Deadline } from './deadline.ts';
import { findPeriodDeadlines } from './period-deadlines.ts';

export type { Deadline } from './deadline.ts';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12));
const monthName = (date: Date) => MONTH.format(date);

/**
 * "Ready for the season start in April", "the course starts on 1 September": the start of an event,
 * not of the work.
 */
const EVENT_STARTS =
  /\b(?:ready|done|live|finished)\b|\b(?:the|our|their)\s+(?:\w+\s+)?start\s+(?:in|on|at)?\s*$|\b(?:season|school|term|semester|course|event|festival|conference|fair|show|sale|campaign|tour|program(?:me)?|classes|year|league|trip)\s+(?:starts?|begins?|opens?|kicks? off)\s+(?:in|on|at)?\s*(?:the\s+)?(?:early\s+|mid-?\s*|late\s+)?$/i;

/**
 * What is right before a position, to tell a deadline ("by June") from any other date; a start
 * ("kick-off in June", "starting in Q3") is not one.
 */
function cueBefore(text: string, position: number): 'explicit' | 'preposition' | null {
  const before = text.slice(Math.max(0, position - 40), position);
  if (START_BEFORE.test(before)) {
    // "before our busy season starts in October", "ready for the season start in April": the start
    // of something else is the deadline.
    if (/\b(?:before|until|till|in time for|ahead of)\b/i.test(before)) return 'explicit';
    if (EVENT_STARTS.test(before)) return 'preposition';
    return null;
  }
  if (DEADLINE_BEFORE.test(before)) return 'explicit';
  if (DATE_PREPOSITION_BEFORE.test(before)) return 'preposition';
  if (IN_PARENTHESES_AFTER_DEADLINE.test(text.slice(Math.max(0, position - 80), position))) return 'explicit';
  return null;
}

/**
 * A date in parentheses naming the moment a deadline word points at: "done before our summer
 * festival season (mid-June)", "live ahead of the trade fair (early October)".
 */
const IN_PARENTHESES_AFTER_DEADLINE =
  /\b(?:by|before|until|till|ahead of|in time for|no later than)\s+[^.;!?()\n]{1,50}\(\s*(?:around\s+|approx\.?\s+|~\s*)?(?:the\s+)?(?:end of\s+|mid-?\s*|early\s+|late\s+|beginning of\s+|start of\s+)?$/i;

/**
 * Right after a date: "an August launch", "a Q3 release", "October would be perfect", "September
 * at the latest", "End of June is our hard deadline" make it the deadline.
 */
const DEADLINE_AFTER =
  /^\s*(?:launch|release|go-live|go live|deadline|delivery|opening|roll-?out|at the latest|latest\b|would be (?:ideal|great|perfect|nice|good|fine|amazing|awesome|best)|(?:is|works|would work) (?:ideal|fine|ok|okay|perfect|great|for us|(?:our|the) (?:hard |final |target |latest )?(?:deadline|target|goal|go-live|launch)))\b/i;

/** The first year, from the reference's on, in which the date is still ahead. */
function nextYearOf(reference: Date, dateIn: (year: number) => Date): number {
  const year = reference.getUTCFullYear();
  return dateIn(year) >= reference ? year : year + 1;
}

/** Dates from the date parser (chrono): "by March", "July 15", "end of August", "next week". */
function parsedDates(text: string, reference: Date): Deadline[] {
  const deadlines: Deadline[] = [];
  for (const result of chrono.parse(text, reference, { forwardDate: true })) {
    // "starts on 1 July": the parser takes the preposition into the date; it is the cue before it.
    const preposition = result.text.match(/^(?:on|at)\s+/i)?.[0] ?? '';
    const written = result.text.slice(preposition.length).replace(/[\s,;:]+$/, '');
    const index = result.index + preposition.length;
    // "This week", "this month": periods, read to their end (period-deadlines.ts).
    if (/^this (?:week|month)$/i.test(written)) continue;
    const relative = /^next (?:week|month)$/i.test(written);
    // Durations and relative phrases ("in 3 months", "2 months before") are read as durations.
    // "March next year" is a month, not a duration.
    const unitWords = written.replace(/\s+(?:of\s+)?next year$/i, '');
    if (!relative && /\b(?:days?|weeks?|months?|years?|hours?|minutes?)\b/i.test(unitWords)) continue;
    if (/^(?:now|today|tonight|24\/7)$/i.test(written)) continue;
    const known = result.start;
    const hasMonth = known.isCertain('month');
    const cue = DEADLINE_AFTER.test(text.slice(index + written.length)) ? 'explicit' : cueBefore(text, index);
    if (!cue && !relative) continue;
    // A weekday alone ("on Saturday"), a day of the month alone ("by the 20th") or digits alone
    // ("15/09") need a clear deadline word.
    const isDayOfMonth = known.isCertain('day') && /^(?:the\s+)?\d{1,2}(?:st|nd|rd|th)$/i.test(written);
    if (!hasMonth && !relative && !((known.isCertain('weekday') || isDayOfMonth) && cue === 'explicit')) continue;
    if (!/\p{L}/u.test(written) && cue !== 'explicit') continue;
    const date = known.date();
    if (date <= reference) continue;
    const before = text.slice(Math.max(0, index - 12), index);
    const isEndOf = /end of\s*(?:the\s+)?$/i.test(before) || /^end of/i.test(written);
    const isMid = /mid-?\s*$/i.test(before) && !known.isCertain('day');
    // "late July" is July's end at the latest.
    const isLate = /\blate\s*$/i.test(before) && !known.isCertain('day');
    const day = isMid ? 15 : date.getUTCDate();
    const when = isMid
      ? utc(date.getUTCFullYear(), date.getUTCMonth() + 1, 15)
      : isLate
        ? utc(date.getUTCFullYear(), date.getUTCMonth() + 2, 0)
        : date;
    const year = when.getUTCFullYear();
    const label = relative
      ? written.toLowerCase()
      : isEndOf || isLate
        ? `the end of ${monthName(when)} ${year}`
        : isMid
          ? `mid-${monthName(when)} ${year}`
          : known.isCertain('day') || known.isCertain('weekday')
            ? `${monthName(when)} ${day}, ${year}`
            : `${monthName(when)} ${year}`;
    deadlines.push({ start: index, date: when, text: `by ${label}`, cue: cue ?? 'preposition' });
  }
  return deadlines;
}

const QUARTER =
  /\b(?:(?<position>end|start|beginning|middle|mid)(?:\s+of)?\s+)?(?:the\s+)?(?:Q(?<number>[1-4])|(?<ordinal>first|second|third|fourth|last)\s+quarter)(?:\s+(?:of\s+)?(?<year>20\d\d)|\s+(?<next>next year))?\b/gi;
const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, last: 4 };

/** Quarters: "end of Q2", "in Q4", "by Q3 2027". "By Q3" is its first day; otherwise its last. */
function quarters(text: string, reference: Date): Deadline[] {
  const deadlines: Deadline[] = [];
  for (const match of text.matchAll(QUARTER)) {
    const { position, number, ordinal, year: yearText, next } = match.groups ?? {};
    const quarter = number ? Number(number) : (ORDINALS[(ordinal ?? '').toLowerCase()] ?? 4);
    const cue =
      position || DEADLINE_AFTER.test(text.slice(match.index + match[0].length))
        ? 'explicit'
        : (cueBefore(text, match.index) ?? 'none');
    const atStart =
      /^(?:start|beginning)$/i.test(position ?? '') ||
      (!position && /\b(?:by|before)\s*(?:the\s+)?$/i.test(text.slice(Math.max(0, match.index - 12), match.index)));
    const dateIn = (year: number) =>
      atStart ? utc(year, quarter * 3 - 2, 1) : new Date(Date.UTC(year, quarter * 3, 0, 12));
    const year = yearText ? Number(yearText) : next ? reference.getUTCFullYear() + 1 : nextYearOf(reference, dateIn);
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

/** The fourth Thursday of November (US Thanksgiving); Black Friday and Cyber Monday follow it. */
function thanksgiving(year: number, daysAfter = 0): Date {
  const first = new Date(Date.UTC(year, 10, 1, 12));
  const firstThursday = 1 + ((4 - first.getUTCDay() + 7) % 7);
  return utc(year, 11, firstThursday + 21 + daysAfter);
}

/** Easter Sunday (Gregorian; the anonymous computus). */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((8 * b + 13) / 25) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return utc(year, month, ((h + l - 7 * m + 114) % 31) + 1);
}

const MOVABLE_DAYS: Record<string, (year: number) => Date> = {
  thanksgiving: (year) => thanksgiving(year),
  'black-friday': (year) => thanksgiving(year, 1),
  'cyber-monday': (year) => thanksgiving(year, 4),
  easter,
};

const YEAR_END = /\b(?:(?:the\s+)?end of (?:the |this )?year|year[- ]end|EOY|(?:the\s+)?end of (?<year>20\d\d))\b/gi;

/** Named moments ("before Christmas", "by summer", "launch in spring 2027") and the year's end. */
function namedDates(text: string, reference: Date): Deadline[] {
  const deadlines: Deadline[] = [];
  for (const named of NAMED_DATES) {
    const pattern = new RegExp(`\\b(?:${named.pattern})(?:\\s+(?<year>20\\d\\d))?\\b`, 'gi');
    for (const match of text.matchAll(pattern)) {
      const cue = cueBefore(text, match.index);
      if (!cue) continue;
      const { day } = named;
      const dateIn = (year: number) =>
        typeof day === 'number' ? utc(year, named.month, day) : (MOVABLE_DAYS[day] ?? easter)(year);
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
  return [
    ...parsedDates(text, reference),
    ...quarters(text, reference),
    ...namedDates(text, reference),
    ...findPeriodDeadlines(text, reference),
  ];
}

/** Whole weeks from the reference to the date, at least one. */
export function weeksUntil(date: Date, reference: Date): number {
  const dayOf = (moment: Date) => Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate());
  const days = Math.round((dayOf(date) - dayOf(reference)) / (24 * 60 * 60 * 1000));
  return Math.max(1, Math.ceil(days / 7));
}
