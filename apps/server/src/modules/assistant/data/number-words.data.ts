/** English number words, for amounts and durations written out ("fifteen thousand", "six weeks"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  dozen: 12,
};

/** Words that multiply what comes before them ("two hundred", "a thousand"). */
export const SCALE_WORDS: Readonly<Record<string, number>> = {
  hundred: 100,
  thousand: 1_000,
  million: 1_000_000,
};

/** "a month", "an hour", "half a year": the article counts as one, "half" as a half. */
export const ARTICLE_NUMBERS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, half: 0.5 };

/**
 * Multipliers written after an amount: "10k", "5 grand", "2m", "3 lakh" (India: 100,000),
 * "1 crore" (10 million).
 */
export const AMOUNT_MULTIPLIERS: Readonly<Record<string, number>> = {
  k: 1_000,
  K: 1_000,
  thousand: 1_000,
  grand: 1_000,
  tsd: 1_000,
  m: 1_000_000,
  M: 1_000_000,
  mm: 1_000_000,
  mil: 1_000_000,
  mio: 1_000_000,
  mn: 1_000_000,
  million: 1_000_000,
  lakh: 100_000,
  lakhs: 100_000,
  lac: 100_000,
  lacs: 100_000,
  crore: 10_000_000,
  crores: 10_000_000,
};
