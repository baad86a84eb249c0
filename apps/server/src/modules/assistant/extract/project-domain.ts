import { tidy } from './sentences.ts';

/** Nouns that end the name of a business or an organisation: "physiotherapy clinic", "law firm". */
const ORGANISATIONS =
  'clinic|practice|studio|salon|shop|store|bakery|restaurant|caf[eé]|coffee shop|gym|school|agency|firm|company|business|brewery|winery|hotel|hostel|museum|charity|club|startup|chain|institute|academy|cent(?:er|re)|farm|hospital|pharmacy|garage|bar|pub|venue|church|association|boutique|foundation|franchise|nonprofit|non-profit|NGO|co-?op|cooperative|kindergarten|nursery|library|theatre|theater|cinema|florist|workshop|factory|warehouse|dealership|league|team|band|podcast|magazine|newsletter|marketplace|consultancy';
const WORD = "[\\p{L}'’-]+";
/** Whether a noun phrase names a business ("restaurant", "coaching institute"), not people or things. */
export const isOrganisation = (phrase: string) => new RegExp(`(?:^|\\s)(?:${ORGANISATIONS})$`, 'iu').test(phrase);

/** Words about the size or age of a business, not what it is: "our small family bakery". */
const SIZE_WORDS = /^(?:(?:small|little|tiny|local|growing|busy|new|young|independent|family-run|\d+-person)\s+)+/i;

/** "Our company", "my team": a word that names no kind of business on its own. */
const GENERIC_ALONE =
  /^(?:company|business|startup|team|firm|agency|chain|store|shop|practice|cent(?:er|re)|association|foundation|franchise|marketplace|club|league|band|warehouse|factory|workshop|co-?op|cooperative|consultancy)$/i;

const DOMAIN = new RegExp(
  `\\b(?:(?:i|we)\\s+(?:run|own|manage|operate|have|started|are)\\s+(?:an?|the)|(?:we're|we are|i'm|i am)\\s+(?:an?)|\\b(?:our|my))\\s+(?<name>(?:${WORD}\\s+){0,3}?(?:${ORGANISATIONS}))\\b`,
  'iu',
);

/**
 * The business the project is for, as the person names it: "I run a physiotherapy clinic" ->
 * "Physiotherapy clinic", "We're a small animal rescue charity" -> "Animal rescue charity".
 */
export function findDomain(text: string): string | undefined {
  const name = text.match(DOMAIN)?.groups?.name?.replace(SIZE_WORDS, '').trim();
  if (!name || /^(?:an?|the|own|whole|entire)\b/i.test(name) || GENERIC_ALONE.test(name)) return undefined;
  return tidy(name);
}

/** What the product does, as a noun before its kind: "booking web app", "ordering app". */
const FUNCTIONS: readonly [pattern: RegExp, noun: string][] = [
  [/\b(?:book(?:s|ing|ings)?|appointments?|reservations?|reserve)\b/i, 'booking'],
  [/\bpre-?orders?\b/i, 'pre-order'],
  [/\border(?:s|ing)?\s+(?:online|ahead|food|coffee|meals?)\b|\bonline order(?:s|ing)?\b/i, 'ordering'],
  [/\bdonat(?:e|es|ion|ions)\b/i, 'donation'],
  [/\bmembers(?:hip)?\b/i, 'membership'],
  [/\btickets?\b|\bticketing\b/i, 'ticketing'],
  [/\b(?:track(?:s|ing)?)\b/i, 'tracking'],
  [/\b(?:schedul(?:e|es|ing)|rota|shifts?)\b/i, 'scheduling'],
  [/\b(?:courses?|lessons?|e-?learning)\b/i, 'learning'],
  [/\b(?:inventory|stock levels?)\b/i, 'inventory'],
];

/** The first thing the text says the product does, as a noun; undefined when it says none. */
export function findFunction(text: string): string | undefined {
  let best: { at: number; noun: string } | undefined;
  for (const [pattern, noun] of FUNCTIONS) {
    const at = text.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { at, noun };
  }
  return best?.noun;
}
