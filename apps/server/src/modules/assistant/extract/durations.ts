import { DURATION_UNITS, NOT_TIMELINE_AFTER, NOT_TIMELINE_BEFORE, RUNWAY_AFTER } from '../data/timeline-cues.data.ts';
import { NUMBER_WORDS_PATTERN, parseNumber } from './numbers.ts';

export interface Duration {
  start: number;
  end: number;
  /** The upper bound in weeks ("3-4 months" is 17 weeks). */
  weeks: number;
  /** "3 months", "6-8 weeks". */
  text: string;
  /** "6 months of runway": the money's time, a timeline only when nothing else is. */
  isRunway?: true;
}

const COUNT = `(?:\\d+(?:[.,]\\d+)?|${NUMBER_WORDS_PATTERN}|[Cc]ouple(?:\\s+of)?|[Hh]alf\\s+an?|[Aa]n?)`;
const UNITS = DURATION_UNITS.map((unit) => unit.pattern).join('|');
const DURATION = new RegExp(
  `(?<![\\p{L}\\d.,])(?<first>${COUNT})(?:\\s*(?:-|–|to|or)\\s*(?<second>${COUNT}))?\\s*-?\\s*(?<working>(?:working|business)\\s+)?(?<unit>${UNITS})(?<half>\\s+and\\s+a\\s+half)?(?![\\p{L}])`,
  'giu',
);

function countOf(text: string): number | null {
  const words = text.trim().toLowerCase();
  if (/^couple/.test(words)) return 2;
  if (/^half/.test(words)) return 0.5;
  if (/^an?$/.test(words)) return 1;
  return parseNumber(words.replace(',', '.'));
}

const plural = (count: number, unit: string) => (count === 1 ? unit : `${unit}s`);
const show = (count: number) => (Number.isInteger(count) ? String(count) : String(count).replace(/^0?\.5$|\.5$/, '½'));

/** "3 months", "6-8 weeks", "2 weeks" (a fortnight), "10 working days", "6 months" (half a year). */
function labelOf(low: number, high: number, unit: (typeof DURATION_UNITS)[number], isWorkingDays: boolean): string {
  if (unit.unit === 'year' && low === high && !Number.isInteger(high)) return `${high * 12} months`;
  const [from, to] = [low * (unit.units ?? 1), high * (unit.units ?? 1)];
  const name = `${isWorkingDays ? 'working ' : ''}${unit.unit}`;
  return from === to ? `${show(to)} ${plural(to, name)}` : `${show(from)}-${show(to)} ${name}s`;
}

/**
 * Every duration ("3 months", "in six weeks", "6-8 weeks", "a 3-month engagement", "half a year")
 * that is not a trial, a history, a cadence or an age ("14-day trial", "every 2 weeks",
 * "3 years of sales history"). Hours and minutes are never a project's timeline.
 */
export function findDurations(text: string): Duration[] {
  const durations: Duration[] = [];
  for (const match of text.matchAll(DURATION)) {
    const { first = '', second, unit: unitText = '', working, half } = match.groups ?? {};
    const unit = DURATION_UNITS.find((entry) => new RegExp(`^(?:${entry.pattern})$`, 'i').test(unitText));
    const low = countOf(first);
    // "A month and a half": the half adds to the last count.
    const last = second ? countOf(second) : low;
    const high = last !== null && half ? last + 0.5 : last;
    if (!unit || low === null || high === null || high <= 0 || high < low) continue;
    const start = match.index;
    const end = start + match[0].length;
    const before = text.slice(Math.max(0, start - 30), start);
    const after = text.slice(end, end + 40);
    const isRunway = RUNWAY_AFTER.test(after);
    if (!isRunway && (NOT_TIMELINE_BEFORE.test(before) || NOT_TIMELINE_AFTER.test(after))) continue;
    // "10 working days" are two weeks: five of them make a week.
    const isWorkingDays = working !== undefined && unit.unit === 'day';
    if (working !== undefined && !isWorkingDays) continue;
    const weeks = isWorkingDays ? high / 5 : high * unit.weeks;
    durations.push({
      start,
      end,
      weeks: Math.max(1, unit.unit === 'day' ? Math.ceil(weeks - 1e-9) : Math.round(weeks)),
      text: labelOf(second ? low : high, high, unit, isWorkingDays),
      ...(isRunway ? { isRunway: true as const } : {}),
    });
  }
  return durations;
}
