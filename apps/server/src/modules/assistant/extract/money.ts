import { CURRENCY_CODE_ALIASES, CURRENCY_CODES, CURRENCY_SYMBOLS, CURRENCY_WORDS } from '../data/currencies.data.ts';
import { AMOUNT_MULTIPLIERS } from '../data/number-words.data.ts';
import { DIGITS_PATTERN, NUMBER_WORDS_PATTERN, parseNumber } from './numbers.ts';
import { escapeRegExp } from './patterns.ts';

/** One amount of money as written: "$8", "12k", "8,000 USD", "fifteen thousand dollars". */
export interface Amount {
  start: number;
  end: number;
  value: number;
  /** The multiplier written after it ("k", "thousand"), 1 when none. */
  multiplier: number;
  currency?: string;
  text: string;
}

const bothCases = (words: string) => `[${words[0]?.toUpperCase()}${words[0]}]${escapeRegExp(words.slice(1))}`;

/** Codes are read in capitals; the common ones in lower case too ("10k usd"), never "try" or "php". */
const LOWER_CASE_CODES = ['usd', 'eur', 'gbp', 'chf', 'inr', 'aud', 'nzd', 'sgd'];
const codes = [...CURRENCY_CODES, ...Object.keys(CURRENCY_CODE_ALIASES), ...LOWER_CASE_CODES];
const CODE = `(?:${codes.join('|')})(?![\\p{L}])`;
const WORDS = `(?:${[...CURRENCY_WORDS]
  .sort((a, b) => b.words.length - a.words.length)
  .map((entry) => bothCases(entry.words).replace(/ /g, '\\s+'))
  .join('|')})(?![\\p{L}])`;
const symbols = [...CURRENCY_SYMBOLS].sort((a, b) => b.symbol.length - a.symbol.length);
/** "R" (the rand) and "Rs" only glued to the number or before a space and a digit. */
const PREFIX_SYMBOL = `(?:${symbols.map((entry) => `${escapeRegExp(entry.symbol)}${/^R/.test(entry.symbol) ? '(?=\\s?\\d)' : ''}`).join('|')})`;
const SUFFIX_SYMBOL = `(?:${symbols
  .filter((entry) => !/^R/.test(entry.symbol))
  .map((entry) => escapeRegExp(entry.symbol))
  .join('|')})`;
const MULTIPLIER = `(?:${Object.keys(AMOUNT_MULTIPLIERS)
  .sort((a, b) => b.length - a.length)
  .join('|')})(?![\\p{L}])`;

/**
 * An amount: an optional currency before it, the number (digits or words), an optional
 * multiplier and an optional currency after it. A number glued to a letter ("B2B", "2FA", "GPT-4")
 * is not an amount.
 */
const AMOUNT = new RegExp(
  `(?:(?<pre>${PREFIX_SYMBOL}|${CODE}\\s?|${WORDS}\\s)\\s?|(?<![\\p{L}\\d.,$€£¥₹])(?<!(?<!\\d)\\p{L}-))` +
    `(?<number>${DIGITS_PATTERN}|${NUMBER_WORDS_PATTERN})` +
    `(?:\\s?(?<multiplier>${MULTIPLIER}))?` +
    `(?:\\s?(?<post>${SUFFIX_SYMBOL}|${CODE}|${WORDS}))?` +
    `(?![\\p{L}\\d])`,
  'gu',
);

const BRACKETED_CURRENCY = new RegExp(`^\\s?\\(\\s?(${CODE}|${WORDS})\\s?\\)`, 'u');

/** The ISO code a written currency stands for. */
export function currencyOf(written: string | undefined): string | undefined {
  if (!written) return undefined;
  const text = written.trim();
  const symbol = CURRENCY_SYMBOLS.find((entry) => entry.symbol === text);
  if (symbol) return symbol.code;
  const upper = text.toUpperCase();
  if (CURRENCY_CODES.includes(upper)) return upper;
  const alias = CURRENCY_CODE_ALIASES[upper];
  if (alias) return alias;
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  return CURRENCY_WORDS.find((entry) => entry.words === lower)?.code;
}

/**
 * "A few hundred dollars", "several thousand": no amount is stated. A scale word on its own
 * ("hundred") is not a number either.
 */
function isVagueWords(number: string, before: string): boolean {
  if (/\d/.test(number)) return false;
  return (
    /^\s*(?:hundred|thousand|million)/i.test(number) || /\b(?:few|couple(?: of)?|several|many|some)\s*$/i.test(before)
  );
}

/** Every amount in the text, in order. */
export function findAmounts(text: string): Amount[] {
  const amounts: Amount[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const groups = match.groups ?? {};
    const number = groups.number ?? '';
    const parsed = parseNumber(number.trim());
    if (parsed === null || isVagueWords(number, text.slice(Math.max(0, match.index - 20), match.index))) continue;
    const multiplier = groups.multiplier ? (AMOUNT_MULTIPLIERS[groups.multiplier.trim()] ?? 1) : 1;
    // "7.5k (NZD)": a currency in brackets right after the amount.
    const bracketed = text.slice(match.index + match[0].length).match(BRACKETED_CURRENCY);
    const currency = currencyOf(groups.pre) ?? currencyOf(groups.post) ?? currencyOf(bracketed?.[1]);
    amounts.push({
      start: match.index,
      end: match.index + match[0].length,
      value: parsed * multiplier,
      multiplier,
      currency,
      text: match[0].trim(),
    });
  }
  return amounts;
}

/** What joins two amounts into a range: "8-12k", "8,000 to 12,000", "between 10 and 15". */
const RANGE_JOIN = /^\s*(?:-|–|—|~|to|till|until|bis)\s*$/i;

export interface MoneyMention {
  start: number;
  end: number;
  min: number;
  max: number;
  currency?: string;
  hasMultiplier: boolean;
  isRange: boolean;
}

/**
 * Amounts joined into ranges where the text joins them. "$8-12k": the multiplier of the second
 * applies to the first when that keeps the range in order (not in "$800-1.2k"); a currency on
 * either end applies to both.
 */
export function findMoneyMentions(text: string): MoneyMention[] {
  const amounts = findAmounts(text);
  const mentions: MoneyMention[] = [];
  for (let index = 0; index < amounts.length; index += 1) {
    const first = amounts[index] as Amount;
    const second = amounts[index + 1];
    const between = second ? text.slice(first.end, second.start) : '';
    const isBetweenAnd = /^\s*and\s*$/i.test(between) && /between\s*$/i.test(text.slice(0, first.start));
    if (second && (RANGE_JOIN.test(between) || isBetweenAnd)) {
      let low = first.value;
      if (first.multiplier === 1 && second.multiplier > 1 && low * second.multiplier <= second.value) {
        low *= second.multiplier;
      }
      if (low <= second.value) {
        mentions.push({
          start: first.start,
          end: second.end,
          min: low,
          max: second.value,
          currency: first.currency ?? second.currency,
          hasMultiplier: first.multiplier > 1 || second.multiplier > 1,
          isRange: true,
        });
        index += 1;
        continue;
      }
    }
    mentions.push({
      start: first.start,
      end: first.end,
      min: first.value,
      max: first.value,
      currency: first.currency,
      hasMultiplier: first.multiplier > 1,
      isRange: false,
    });
  }
  return mentions;
}

/**
 * One formatter per currency and number of decimals, made once: building an Intl.NumberFormat
 * costs far more than using one, and matching words a budget for every candidate it scores.
 */
const FORMATTERS = new Map<string, Intl.NumberFormat | null>();
function formatterOf(currency: string | undefined, fractionDigits: number): Intl.NumberFormat | null {
  const key = `${currency ?? ''}|${fractionDigits}`;
  if (!FORMATTERS.has(key)) {
    let formatter: Intl.NumberFormat | null = null;
    try {
      formatter = new Intl.NumberFormat('en-US', {
        ...(currency ? { style: 'currency', currency, currencyDisplay: 'symbol' } : {}),
        minimumFractionDigits: currency ? fractionDigits : 0,
        maximumFractionDigits: fractionDigits,
      });
    } catch {
      formatter = null;
    }
    if (FORMATTERS.size > 500) FORMATTERS.clear();
    FORMATTERS.set(key, formatter);
  }
  return FORMATTERS.get(key) ?? null;
}

/** "$8,000", "€10,000", "CHF 50,000", "8,000" (no currency stated: none shown). */
export function formatMoney(value: number, currency: string | undefined): string {
  const fractionDigits = Number.isInteger(value) ? 0 : 2;
  const plain = () => (formatterOf(undefined, fractionDigits) as Intl.NumberFormat).format(value);
  if (!currency) return plain();
  const formatter = formatterOf(currency, fractionDigits);
  return formatter ? formatter.format(value).replace(/\u00a0/g, ' ') : `${plain()} ${currency}`;
}
