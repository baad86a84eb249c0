/** Duration units and their length in weeks (a month is 52/12 weeks). */
export const DURATION_UNITS: readonly { pattern: string; unit: 'day' | 'week' | 'month' | 'year'; weeks: number }[] = [
  { pattern: 'days?', unit: 'day', weeks: 1 / 7 },
  { pattern: 'weeks?|wks?', unit: 'week', weeks: 1 },
  { pattern: 'months?|mos?|mths?|monts?|moths?', unit: 'month', weeks: 52 / 12 },
  { pattern: 'years?|yrs?', unit: 'year', weeks: 52 },
];

/** "As soon as possible" in its common forms: no date, no duration, just urgency. */
export const ASAP =
  /\b(?:asap|a\.s\.a\.p\.?|as soon as possible|as fast as possible|urgent(?:ly)?(?! notifications?| alerts?| care)|right away|immediately\b(?= please| pls|!|\.|$)|yesterday\b(?=[!.]|$)|(?:today|tonight)\b(?=[!.]|\s+(?:to|please|pls|if)\b|$))/i;

/**
 * Words in a sentence that make a duration or a date its timeline: delivery, launch, deadlines.
 * Stems, matched at the start of a word.
 */
export const TIMELINE_WORDS = [
  'timeline',
  'time line',
  'timeframe',
  'time frame',
  'deadline',
  'due',
  'deliver',
  'launch',
  'live',
  'go-live',
  'ready',
  'done',
  'finish',
  'complet',
  'ship',
  'release',
  'mvp',
  'poc',
  'proof of concept',
  'first version',
  'prototype',
  'build',
  'develop',
  'need',
  'want',
  'would like',
  "we'd like",
  'project',
  'contract',
  'engagement',
  'retainer',
  'duration',
  'take',
  'work',
  'should',
  'must',
  'in time',
  'by',
  'before',
  'until',
  'within',
  'in the app store',
  'available',
  'up and running',
  'working',
  'start',
  'eta',
  'have',
  'looking for',
  'hire',
  'date',
  'season',
  'possible',
  'ideally',
];

/** A duration near these is not the project's timeline: a trial, a history, a cadence, an age. */
export const NOT_TIMELINE_BEFORE =
  /(?:every|each|per|last|past|for the past|history (?:of|for)|after|trial|warranty|retention|keep|kept|stored? for|older than|free for|once|twice|since|ago|experience|for about|age|aged)\s*(?:about|around|approx\.?|the)?\s*$/i;
export const NOT_TIMELINE_AFTER =
  /^\s*(?:-\s*)?(?:\/\s*(?:day|week|wk|month|year)|(?:every|each|per|a|an)\s+(?:day|week|month|year)|free|trial|old|ago|history|of (?:sales|data|history|experience|logs?)|experience|warranty|retention|subscription|guarantee|notice|in (?:industry|production)|professional)/i;

/**
 * Named moments people give as deadlines that the date parser does not know. `month`/`day` is a
 * fixed date; Black Friday is the day after the fourth Thursday of November.
 */
export const NAMED_DATES: readonly { pattern: string; label: string; month: number; day: number | 'black-friday' }[] = [
  { pattern: 'christmas|xmas', label: 'Christmas', month: 12, day: 25 },
  { pattern: 'the holidays|holiday season', label: 'the holidays', month: 12, day: 20 },
  { pattern: 'black friday', label: 'Black Friday', month: 11, day: 'black-friday' },
  { pattern: "new year|new year's|the new year", label: 'the new year', month: 1, day: 1 },
  { pattern: 'spring', label: 'spring', month: 3, day: 20 },
  { pattern: 'summer', label: 'summer', month: 6, day: 21 },
  { pattern: 'autumn|fall', label: 'autumn', month: 9, day: 22 },
  { pattern: 'winter', label: 'winter', month: 12, day: 21 },
];

/** Right before a date: it is a deadline ("by March", "before June", "Deadline: 15 October"). */
export const DEADLINE_BEFORE =
  /\b(?:by|before|until|till|no later than|not later than|at the latest|latest|deadline|due|in time for|end of|the end of|live|go-live|launch(?:ed|ing)?(?: target| date)?|ready|released?|planned for|scheduled for|timeline|target date|finished|done|completed?)\s*(?:is|date is|date|on|in|for|by|at)?\s*:?\s*(?:the\s+)?(?:end of\s+|middle of\s+|mid-?\s*|early\s+|late\s+|beginning of\s+|start of\s+)?(?:the\s+)?$/i;

/** Right before a date, weaker: "in August", "for January" count when the sentence speaks of delivery. */
export const DATE_PREPOSITION_BEFORE =
  /\b(?:in|on|for|around|at|shall be in|should be in)\s*(?:the\s+)?(?:end of\s+|mid-?\s*|early\s+|late\s+)?$/i;
