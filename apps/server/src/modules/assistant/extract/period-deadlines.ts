import { DATE_PREPOSITION_BEFORE, DEADLINE_BEFORE } from '../data/timeline-cues.data.ts';
import type { Deadline } from './deadline.ts';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
const noon = (year: number, monthIndex: number, day: number) => new Date(Date.UTC(year, monthIndex, day, 12));

/** The last day of the reference's week (weeks end on Sunday), `weeks` weeks on. */
function weekEnd(reference: Date, weeks: number): Date {
  const daysToSunday = (7 - reference.getUTCDay()) % 7;
  return noon(reference.getUTCFullYear(), reference.getUTCMonth(), reference.getUTCDate() + daysToSunday + 7 * weeks);
}
const monthEnd = (reference: Date, months: number) =>
  noon(reference.getUTCFullYear(), reference.getUTCMonth() + months + 1, 0);
const quarterOf = (reference: Date) => Math.floor(reference.getUTCMonth() / 3);
const quarterEnd = (reference: Date, quarters: number) =>
  noon(reference.getUTCFullYear(), (quarterOf(reference) + quarters + 1) * 3, 0);

interface Period {
  pattern: RegExp;
  dateOf: (reference: Date, isNext: boolean) => Date;
  label: (date: Date) => string;
}

const NEXT = '(?:next|the next|the following)';
const THIS = '(?:the|this|the current)';

/**
 * Periods named from today: "this week", "by the end of the month", "end of next month",
 * "within the quarter", "at the start of next year". The date is the period's last day (the
 * first day of the year for "the start of next year").
 */
const PERIODS: readonly Period[] = [
  {
    pattern: new RegExp(
      `\\b(?:(?:the\\s+)?end(?:ing)? of (?:${NEXT}|${THIS})\\s+week|within the week|this week|by the weekend|this weekend|(?:the\\s+)?end of (?:the\\s+)?week|EOW)\\b`,
      'gi',
    ),
    dateOf: (reference, isNext) => weekEnd(reference, isNext ? 1 : 0),
    label: (date) => `by ${MONTH.format(date)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`,
  },
  {
    pattern: new RegExp(
      `\\b(?:(?:the\\s+)?end(?:ing)? of (?:${NEXT}|${THIS})\\s+month|${NEXT}\\s+month'?s end|within the month|this month|(?:the\\s+)?end of (?:the\\s+)?month|month[- ]end|EOM)\\b`,
      'gi',
    ),
    dateOf: (reference, isNext) => monthEnd(reference, isNext ? 1 : 0),
    label: (date) => `by the end of ${MONTH.format(date)} ${date.getUTCFullYear()}`,
  },
  {
    pattern: new RegExp(
      `\\b(?:(?:the\\s+)?end(?:ing)? of (?:${NEXT}|${THIS})\\s+quarter|within the quarter|this quarter|${NEXT}\\s+quarter|(?:the\\s+)?end of (?:the\\s+)?quarter|quarter[- ]end|EOQ)\\b`,
      'gi',
    ),
    dateOf: (reference, isNext) => quarterEnd(reference, isNext ? 1 : 0),
    label: (date) => `by the end of Q${quarterOf(date) + 1} ${date.getUTCFullYear()}`,
  },
  {
    pattern: new RegExp(`\\b(?:the\\s+)?(?:start|beginning) of ${NEXT}\\s+month\\b`, 'gi'),
    dateOf: (reference) => noon(reference.getUTCFullYear(), reference.getUTCMonth() + 1, 1),
    label: (date) => `by ${MONTH.format(date)} 1, ${date.getUTCFullYear()}`,
  },
  {
    pattern: /\b(?:the\s+)?(?:start|beginning) of next year\b/gi,
    dateOf: (reference) => noon(reference.getUTCFullYear() + 1, 0, 1),
    label: (date) => `by the start of ${date.getUTCFullYear()}`,
  },
];

/** "By the 20th": a day of this month, or of the next when it has passed. */
const DAY_OF_MONTH =
  /\b(?<cue>by|before|until|till|no later than)\s+the\s+(?<day>\d{1,2})(?:st|nd|rd|th)\b(?!\s+of\b)/gi;

function daysOfMonth(text: string, reference: Date): Deadline[] {
  const deadlines: Deadline[] = [];
  for (const match of text.matchAll(DAY_OF_MONTH)) {
    const day = Number(match.groups?.day);
    if (day < 1 || day > 31) continue;
    let date = noon(reference.getUTCFullYear(), reference.getUTCMonth(), day);
    if (date <= reference) date = noon(reference.getUTCFullYear(), reference.getUTCMonth() + 1, day);
    const start = match.index + (match.groups?.cue?.length ?? 0) + 1;
    deadlines.push({
      start,
      date,
      text: `by ${MONTH.format(date)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`,
      cue: 'explicit',
    });
  }
  return deadlines;
}

/**
 * Half-years: "by the end of H1", "in H2 2026", "the second half of next year". "H1" only in
 * capitals and never an HTML heading ("H1 tags").
 */
const HALF =
  /\b(?:(?<position>[Ee]nd|[Ss]tart|[Bb]eginning)\s+of\s+)?(?:the\s+)?(?:H(?<number>[12])(?!\s*(?:tags?|headings?|titles?|elements?))|(?<ordinal>[Ff]irst|[Ss]econd)\s+half\s+of\s+(?:the\s+year|(?<next>next\s+year)|(?=20\d\d)))(?:\s*(?:of\s+)?(?<year>20\d\d))?\b/g;

function halves(text: string, reference: Date): Deadline[] {
  const deadlines: Deadline[] = [];
  for (const match of text.matchAll(HALF)) {
    const { position, number, ordinal, next, year: yearText } = match.groups ?? {};
    const half = number ? Number(number) : /^second$/i.test(ordinal ?? '') ? 2 : 1;
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    const cue =
      position || DEADLINE_BEFORE.test(before)
        ? 'explicit'
        : DATE_PREPOSITION_BEFORE.test(before)
          ? 'preposition'
          : null;
    if (!cue) continue;
    // "By H2" is its first day, as "by Q3" is; otherwise its last.
    const atStart =
      /^(?:start|beginning)$/i.test(position ?? '') || (!position && /\b(?:by|before)\s*(?:the\s+)?$/i.test(before));
    const dateIn = (year: number) => (atStart ? noon(year, (half - 1) * 6, 1) : noon(year, half * 6, 0));
    const thisYear = reference.getUTCFullYear();
    const year = yearText
      ? Number(yearText)
      : next
        ? thisYear + 1
        : dateIn(thisYear) > reference
          ? thisYear
          : thisYear + 1;
    const date = dateIn(year);
    if (date <= reference) continue;
    deadlines.push({ start: match.index, date, text: `by the ${atStart ? 'start' : 'end'} of H${half} ${year}`, cue });
  }
  return deadlines;
}

/** "Go-live 01.10.2026", "until 1.10.": a day and month with dots, as written in most of Europe. */
const DOTTED_DATE = /(?<![\d.,])(?<day>\d{1,2})\.(?<month>\d{1,2})\.(?:(?<year>20\d\d)\b)?/g;

function dottedDates(text: string, reference: Date): Deadline[] {
  const deadlines: Deadline[] = [];
  for (const match of text.matchAll(DOTTED_DATE)) {
    const day = Number(match.groups?.day);
    const month = Number(match.groups?.month);
    // Only after a deadline word: "v2.1." or "1.5.3" are not dates.
    if (day < 1 || day > 31 || month < 1 || month > 12) continue;
    if (!DEADLINE_BEFORE.test(text.slice(Math.max(0, match.index - 40), match.index))) continue;
    const dateIn = (year: number) => noon(year, month - 1, day);
    const thisYear = reference.getUTCFullYear();
    const year = match.groups?.year
      ? Number(match.groups.year)
      : dateIn(thisYear) > reference
        ? thisYear
        : thisYear + 1;
    const date = dateIn(year);
    if (date <= reference) continue;
    deadlines.push({ start: match.index, date, text: `by ${MONTH.format(date)} ${day}, ${year}`, cue: 'explicit' });
  }
  return deadlines;
}

/** A delivery word earlier in the clause: "want to launch this month", not "500 signups this month". */
const DELIVERY_BEFORE =
  /\b(?:need(?:s|ed)?|want(?:s)?|ready|done|live|launch(?:ing)?|finish(?:ed)?|complete(?:d)?|ship(?:ping)?|deliver(?:y|ed)?|fix(?:ed)?|wrap(?:ped)? up|in place|sorted|built|up and running|working|timeline|deadline)\b[^.;!?\n]{0,50}$/i;

/** Deadlines named as periods from the reference (the time of the request). */
export function findPeriodDeadlines(text: string, reference: Date): Deadline[] {
  const deadlines: Deadline[] = [];
  for (const { pattern, dateOf, label } of PERIODS) {
    for (const match of text.matchAll(pattern)) {
      const written = match[0];
      const before = text.slice(Math.max(0, match.index - 60), match.index);
      const isBounded =
        /^(?:the\s+)?(?:end|start|beginning)|^within|quarter[- ]end|month[- ]end|^by the weekend|^eo[wmq]$/i.test(
          written,
        );
      const cue = DEADLINE_BEFORE.test(before.slice(-40)) || isBounded ? 'explicit' : 'preposition';
      // "this month" alone is a deadline only after a delivery word in its clause.
      if (cue !== 'explicit' && !DELIVERY_BEFORE.test(before)) continue;
      const date = dateOf(reference, /\b(?:next|following)\b/i.test(written));
      if (date <= reference) continue;
      deadlines.push({ start: match.index, date, text: label(date), cue });
    }
  }
  return [...deadlines, ...daysOfMonth(text, reference), ...halves(text, reference), ...dottedDates(text, reference)];
}
