/**
 * The words around an amount that tell whether it is the project's budget. Lower case; each is
 * matched as a word prefix ("pay" matches "paying"), so list stems.
 */
export const BUDGET_WORDS = [
  'budget',
  'budjet',
  'buget',
  'budgeted',
  'spend',
  'pay',
  'afford',
  'cost',
  'price',
  'invest',
  'quote',
  'fixed price',
  'fixed-price',
  'offer',
  'compensation',
  'we have',
  'we can do',
  'willing to',
  'ceiling',
  'max budget',
  'set aside',
  'allocated',
  'fee',
  'thinking',
  'looking at',
  'ballpark',
  'grant',
  'funds',
];

/** An amount near one of these is someone's revenue, funding or a price the product charges. */
export const NOT_BUDGET_WORDS = [
  'revenue',
  'turnover',
  'sales',
  'raised',
  'valuation',
  'arr',
  'mrr',
  'we make',
  'make about',
  'earn',
  'bill',
  'salary',
  'worth',
  'funding round',
  'charge',
  'charges',
  'subscription',
  'ticket price',
  'costs us',
  'losing',
  'lost',
];

/**
 * Right before an amount: a budget per period ("monthly budget 12k", "a day rate of £450"), not the
 * project's total.
 */
export const PER_PERIOD_BEFORE =
  /\b(?:(?:monthly|weekly|daily|yearly|annual|per (?:month|week|day|year))\s+(?:budget|rate|retainer|fee|cost)?|(?:half[- ])?(?:day|hour|week)(?:'s)?\s+(?:rate|fee))\s*(?:of|is|:)?\s*$/i;

/** After an amount: it is per unit, a price or a rate, not the project's budget. */
export const PER_UNIT_AFTER =
  /^\s*(?:\/\s*(?:mo|month|yr|year|wk|week|day|d|h|hr|hour|hora|user|seat|unit|item|license)\b|\/h\b|per\b|p\/?h\b|p\.?\s?h\.?(?![\p{L}])|an?\s+(?:month|year|week|day|hour|user|seat|piece|head)\b|each\b|monthly\b|yearly\b|annually\b|weekly\b|hourly\b|daily\b|a\s+pop\b)/iu;

/** The rate's unit: an hour. */
export const PER_HOUR_AFTER =
  /^\s*(?:\/\s*(?:h|hr|hrs|hour|hora|std)\b|per\s+hour\b|an\s+hour\b|hourly\b|p\/?h\b|p\.?\s?h\.?(?![\p{L}])|\/\s*h\b)/iu;

/**
 * Nouns that make a number a count, not money: "10k users", "5,000 orders", "200 stores". A
 * currency stated with it still makes it money ("$5,000 orders" is rare, "5,000 orders" common).
 */
export const COUNT_NOUNS = [
  'user',
  'customer',
  'client',
  'product',
  'item',
  'order',
  'people',
  'person',
  'member',
  'employee',
  'staff',
  'store',
  'shop',
  'location',
  'vehicle',
  'van',
  'truck',
  'image',
  'photo',
  'article',
  'page',
  'line',
  'player',
  'service',
  'microservice',
  'server',
  'site',
  'listing',
  'download',
  'install',
  'visitor',
  'subscriber',
  'follower',
  'request',
  'record',
  'row',
  'transaction',
  'student',
  'patient',
  'room',
  'seat',
  'ticket',
  'invoice',
  'document',
  'file',
  'sku',
  'level',
  'screen',
  'feature',
  'language',
  'artwork',
  'nft',
  'token',
  'vendor',
  'supplier',
  'restaurant',
  'hotel',
  'hour',
  'minute',
  'second',
  'day',
  'week',
  'month',
  'year',
  'yr',
  'sprint',
  'percent',
  '%',
  'x',
  'times',
  'star',
  'review',
  'device',
  'camera',
  'title',
  'protocol',
  'site',
  'report',
];

/** Before an amount: an upper bound ("under 5k", "up to $1,500", "max 3.000 euros"). */
export const AT_MOST_BEFORE =
  /(?:under|below|less than|lower than|up to|upto|max(?:imum|imal)?\.?|at most|at the most|no more than|not more than|not exceed(?:ing)?|cap(?:ped)? at|ceiling of|within|<|≤)\s*:?\s*$/i;

/** After an amount: an upper bound ("5k max", "1000 or less", "tops"). */
export const AT_MOST_AFTER = /^\s*(?:max(?:imum)?\b|or less\b|or below\b|tops\b|at most\b|at the most\b|top\b)/i;

/** Before an amount: a lower bound ("at least 20k", "from $5,000", "over 10k"). */
export const AT_LEAST_BEFORE =
  /(?:at least|min(?:imum)?\.?|over|more than|above|from|starting (?:at|from)|upwards of|>|≥)\s*:?\s*$/i;

/** After an amount: a lower bound ("20k+", "10k or more", "and up"). */
export const AT_LEAST_AFTER = /^\s*(?:\+|or more\b|or above\b|or higher\b|and up\b|plus\b|minimum\b|min\b)/i;

/** Words that say the budget is not known: nothing is extracted from them. */
export const UNKNOWN_BUDGET =
  /\b(?:no budget|not sure (?:about|of) (?:the )?(?:budget|cost|price)|tbd|to be defined)\b/i;
