/**
 * Duration units and their length in weeks (a month is 52/12 weeks); `units` when one of them is
 * several of the unit it is shown in (a fortnight is shown as 2 weeks).
 */
export const DURATION_UNITS: readonly {
  pattern: string;
  unit: 'day' | 'week' | 'month' | 'year';
  weeks: number;
  units?: number;
}[] = [
  { pattern: 'days?', unit: 'day', weeks: 1 / 7 },
  { pattern: 'weeks?|wks?', unit: 'week', weeks: 1 },
  { pattern: 'fortnights?', unit: 'week', weeks: 2, units: 2 },
  { pattern: 'months?|mos?|mths?|monts?|moths?', unit: 'month', weeks: 52 / 12 },
  { pattern: 'years?|yrs?', unit: 'year', weeks: 52 },
];

/** "As soon as possible" in its common forms: no date, no duration, just urgency. */
export const ASAP =
  /\b(?:asap|a\.s\.a\.p\.?|as soon as possible|as fast as possible|as quickly as possible|as soon as (?:you|we) can|the sooner the better|within\s+(?:\d{1,2}|a few|a couple of|twenty-four|forty-eight)\s+(?:hours|hrs)\b|time[- ]sensitive|rush job|(?<!most |less |more )urgent(?:ly)?(?! notifications?| alerts?| care| bugs?| issues?| tickets?| requests?| cases?| matters?)|right away|immediately\b(?= please| pls|!|\.|$)|yesterday\b(?=[!.]|$)|(?:today|tonight)\b(?=[!.]|\s+(?:to|please|pls|if)\b|$))/i;

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
  'pilot',
  'thinking',
  'expect',
  'estimat',
  'aim',
  'target',
  'hope',
  'hoping',
  'plan',
  'turnaround',
  'in place',
  'wrap',
  'sorted',
  'fixed',
  'sprint',
  'demo',
  'pitch',
  'conference',
  'trade show',
  'event',
  'opening',
  'reopen',
  'open to',
  'drop',
  // Events the work is wanted for: "the festival is in August", "our trade fair on 5 October".
  'festival',
  'fair',
  'exhibition',
  'expo',
  'tournament',
  'concert',
  'semester',
  'convention',
  'summit',
  'premiere',
  'campaign',
  // A time judged as the wish: "Two months would be ideal", "3 weeks max".
  'ideal',
  'perfect',
  'realistic',
  'prefer',
  'max',
];

/**
 * A duration near these is not the project's timeline: a trial, a history, a cadence, an age, how
 * long something took before ("our last agency took 9 months"), how long a business has run.
 */
export const NOT_TIMELINE_BEFORE =
  /(?:every|each|per|last|past|for the past|history (?:of|for)|after|trial|warranty|retention|keep|kept|stored? for|older than|free for|once|twice|since|ago|experience|for about|age|aged|took|lasted|spent|wasted|lost|(?:been|in business|operating|trading|existed|around|running)(?:\s+\w+){0,2}\s+for)\s*(?:about|around|approx\.?|the|over|almost|nearly)?\s*$/i;
/**
 * Right after a duration: the money's runway ("6 months of runway", "a 6 month runway for this").
 * It bounds the work only when the text gives no other timeline.
 */
export const RUNWAY_AFTER = /^\s*(?:-\s*)?(?:of\s+)?(?:runway|funding|cash)\b/i;

export const NOT_TIMELINE_AFTER =
  /^\s*(?:-\s*)?(?:\/\s*(?:day|week|wk|month|year)|(?:every|each|per|a|an)\s+(?:day|week|month|year)|free|trial|old|ago|history|of (?:sales|data|history|experience|logs?)|experience|warranty|retention|subscription|guarantee|notice|in (?:industry|production)|professional|of savings|sprints\b|iterations\b|cycles\b|(?:festival|holiday|vacation|trip|tour|course|program(?:me)?|camp|retreat|conference|event|workshop|training|bootcamp|break|leave|cruise|stay|visit|challenge|plan)s?\b|(?:before|after|prior to|ahead of)\s+(?:each|every|their|his|her|its|an?)\b|later\b|earlier\b|in advance\b|ahead\b|beforehand\b)/i;

/**
 * Named moments people give as deadlines that the date parser does not know. `month`/`day` is a
 * fixed date; Thanksgiving (US) is the fourth Thursday of November, Black Friday the day after it,
 * Cyber Monday three days after that; Easter Sunday by the Gregorian computus.
 */
export const NAMED_DATES: readonly {
  pattern: string;
  label: string;
  month: number;
  day: number | 'black-friday' | 'cyber-monday' | 'thanksgiving' | 'easter';
}[] = [
  { pattern: 'christmas|xmas', label: 'Christmas', month: 12, day: 25 },
  { pattern: 'the holidays|holiday season', label: 'the holidays', month: 12, day: 20 },
  { pattern: 'black friday', label: 'Black Friday', month: 11, day: 'black-friday' },
  { pattern: "new year|new year's|the new year", label: 'the new year', month: 1, day: 1 },
  { pattern: 'halloween', label: 'Halloween', month: 10, day: 31 },
  { pattern: "valentine'?s(?: day)?|valentine’s(?: day)?", label: "Valentine's Day", month: 2, day: 14 },
  { pattern: 'thanksgiving', label: 'Thanksgiving', month: 11, day: 'thanksgiving' },
  { pattern: 'cyber monday', label: 'Cyber Monday', month: 11, day: 'cyber-monday' },
  { pattern: 'easter', label: 'Easter', month: 4, day: 'easter' },
  // The end of a season (meteorological: summer ends with August) before the season itself.
  { pattern: 'end of (?:the )?spring|late spring', label: 'the end of spring', month: 5, day: 31 },
  { pattern: 'end of (?:the )?summer|late summer', label: 'the end of summer', month: 8, day: 31 },
  { pattern: 'end of (?:the )?(?:autumn|fall)|late (?:autumn|fall)', label: 'the end of autumn', month: 11, day: 30 },
  { pattern: 'spring', label: 'spring', month: 3, day: 20 },
  { pattern: 'summer', label: 'summer', month: 6, day: 21 },
  { pattern: 'autumn|fall', label: 'autumn', month: 9, day: 22 },
  { pattern: 'winter', label: 'winter', month: 12, day: 21 },
];

/** Right before a date: it is a deadline ("by March", "before June", "Deadline: 15 October"). */
export const DEADLINE_BEFORE =
  /\b(?:by|before|until|till|no later than|not later than|at the latest|latest|deadline|due|in time for|end of|the end of|live|go-live|launch(?:ed|ing)?(?: target| date| window)?|ready|released?|planned for|scheduled for|timeline|target(?: date)?|aim(?:ing)? for|hoping for|finished|done|completed?|expected|needed|required|ship(?:ped|ping)?|deliver(?:ed|y)?)\s*(?:is|date is|date|on|in|for|by|at)?\s*:?\s*(?:the\s+)?(?:end of\s+|middle of\s+|mid-?\s*|early\s+|late\s+|beginning of\s+|start of\s+)?(?:the\s+)?$/i;

/** Right before a date: when the work starts ("kick-off in June", "starting Q3"), not its deadline. */
export const START_BEFORE =
  /\b(?:start(?:s|ing)?|kick[- ]?off|kicking off|begin(?:s|ning)?|from|since|onboard(?:ing)?)\s*(?:(?:in|on|at)\s+)?(?:the\s+)?(?:early\s+|mid-?\s*|late\s+)?$/i;

/** Right before a date, weaker: "in August", "for January" count when the sentence speaks of delivery. */
export const DATE_PREPOSITION_BEFORE =
  /\b(?:in|on|for|around|at|this|shall be in|should be in)\s*(?:the\s+|an?\s+)?(?:end of\s+|mid-?\s*|early\s+|late\s+)?$/i;
