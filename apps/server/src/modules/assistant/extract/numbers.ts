import { ARTICLE_NUMBERS, NUMBER_WORDS, SCALE_WORDS } from '../data/number-words.data.ts';

/** "Fifteen" and "fifteen": number words are matched as typed, without making the whole pattern case-blind. */
const bothCases = (word: string) => `[${word[0]?.toUpperCase()}${word[0]}]${word.slice(1)}`;

const UNIT_WORDS = Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length);
const SCALES = Object.keys(SCALE_WORDS);
const unit = `(?:${UNIT_WORDS.map(bothCases).join('|')})`;
const scale = `(?:${SCALES.map(bothCases).join('|')})`;

/**
 * A number written in words: "six", "twenty-five", "fifteen thousand", "a hundred and fifty",
 * "a thousand". A lone article is not a number; "a"/"an" counts only before a scale word.
 */
export const NUMBER_WORDS_PATTERN = `(?:(?:[Aa]n?[\\s-]+(?=${scale}))?(?:${unit}|${scale})(?:(?:[\\s-]+(?:and[\\s-]+)?)(?:${unit}|${scale})(?![\\p{L}]))*)(?![\\p{L}])`;

/** The value of a number written in words, or null when a word is not one ("about"). */
export function parseNumberWords(text: string): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const token of text.toLowerCase().split(/[\s-]+/)) {
    if (token === 'and' || token === '') continue;
    const unitValue = NUMBER_WORDS[token];
    const scaleValue = SCALE_WORDS[token];
    const articleValue = ARTICLE_NUMBERS[token];
    if (unitValue !== undefined) current += unitValue;
    else if (scaleValue === 100) current = (current || 1) * 100;
    else if (scaleValue !== undefined) {
      total += (current || 1) * scaleValue;
      current = 0;
    } else if (articleValue !== undefined) current = articleValue;
    else return null;
    seen = true;
  }
  return seen ? total + current : null;
}

/**
 * A number written in digits, in the common ways of grouping: "12,000", "12.000" and "12 000"
 * (thousands), "3,00,000" (India), "1.5" and "8,5" (decimals). A dot or comma followed by exactly
 * three digits groups thousands; otherwise it is the decimal mark.
 */
export function parseDigits(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f']/g, '');
  let normal: string;
  if (/^\d{1,2}(,\d{2})+,\d{3}$/.test(compact)) normal = compact.replace(/,/g, '');
  else if (/^\d{1,3}([.,]\d{3})+([.,]\d{1,2})?$/.test(compact)) {
    const decimals = compact.match(/[.,](\d{1,2})$/);
    const whole = decimals ? compact.slice(0, -decimals[0].length) : compact;
    normal = whole.replace(/[.,]/g, '') + (decimals ? `.${decimals[1]}` : '');
  } else normal = compact.replace(',', '.');
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

/** Digits or words. */
export function parseNumber(text: string): number | null {
  return /\d/.test(text) ? parseDigits(text) : parseNumberWords(text);
}

/** A pattern for digits in any of the groupings parseDigits reads. */
export const DIGITS_PATTERN = String.raw`(?:\d{1,2}(?:,\d{2})+,\d{3}|\d{1,3}(?:(?:,\d{3})+|(?:\.\d{3})+|(?:'\d{3})+|(?:[ \u00a0\u202f]\d{3})+)(?:[.,]\d{1,2})?(?!\d)|\d+(?:[.,]\d+)?)`;
