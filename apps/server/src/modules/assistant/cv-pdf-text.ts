/**
 * A control character other than tab and newline (NUL among them), or half of a surrogate pair
 * (with the `u` flag a whole pair is one code point): the profile draft would refuse the text.
 */
const UNSTORABLE = /(?![\t\n])\p{Cc}|[\uD800-\uDFFF]/gu;

/** One space between words, no blanks at line ends, at most one empty line in a row. */
export function normalizeText(raw: string): string {
  return raw
    .replace(UNSTORABLE, ' ')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** At most `max` characters, ending at a word's end when one is near (never inside a surrogate pair). */
export function cutToLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.search(/\s\S*$/);
  const end = lastSpace > max - 200 ? lastSpace : max;
  return text.slice(0, end).replace(UNSTORABLE, '').trimEnd();
}
