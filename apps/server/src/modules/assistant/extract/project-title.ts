import { PROJECT_NAME } from '../data/project-cues.data.ts';
import { findDomain, findFunction, isOrganisation } from './project-domain.ts';
import { type ProjectPhrase, phraseFrom } from './project-phrase.ts';
import { clip, tidy, wordCount } from './sentences.ts';
import { findTechnologies } from './technologies.ts';

/** The kinds of product a title ends with, and words that only qualify them ("web", "simple"). */
const KINDS =
  /^(?:apps?|applications?|web ?sites?|sites?|web ?pages?|pages?|platforms?|portals?|tools?|bots?|chat ?bots?|dashboards?|systems?|solutions?|scripts?|extensions?|plugins?|apis?|integrations?|services?|software|programs?|products?|mvp|prototypes?|games?|models?|assistants?)$/i;
const QUALIFIERS =
  /^(?:web|mobile|ai|a\.i\.|landing|native|internal|companion|cross-platform|hybrid|iphone|progressive|smart|existing|and|\+|&|\/)$/i;
/** Qualifiers that go before the business in a title: "Simple restaurant website". */
const ADJECTIVES =
  /^(?:simple|small|basic|little|new|custom|online|responsive|mobile-friendly|modern|professional|clean)$/i;

const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** A title that names only the kind of product: "Web app", "AI tool", "Telegram bot", "Python script". */
function isKindOnly(title: string): boolean {
  const found = findTechnologies(title);
  let rest = title;
  for (const match of [...found].reverse()) rest = rest.slice(0, match.start) + rest.slice(match.end);
  const words = rest.split(/\s+/).filter(Boolean);
  // "Telegram bot", "Chrome extension": the technology's name is the kind.
  const hasKind = words.some((word) => KINDS.test(word)) || (found.length > 0 && words.length === 0);
  return hasKind && words.every((word) => KINDS.test(word) || QUALIFIERS.test(word) || ADJECTIVES.test(word));
}

/**
 * A phrase as a post's title: no leading article, no "idea" or "existing", "our"/"my" dropped
 * ("Automate our invoicing" -> "Automate invoicing"), "for my restaurant" -> "for a restaurant".
 */
function polish(phrase: string): string {
  const title = phrase
    .replace(/^(?:an?|the)\s+/i, '')
    .replace(/\s+idea$/i, '')
    .replace(/\b(?:us|me)\s+(?=to\b)/gi, '')
    .replace(/\b(?:our|my)\s+(?=[\p{L}-]+'s\b)/giu, 'the ')
    .replace(/\bfor\s+(?:my|our)\s+(?<what>[^,;]+)/i, (_all, what: string) => {
      const business = what.split(/\s+(?:in|at|on|with|and)\s+/)[0] ?? what;
      return `for ${isOrganisation(business) ? (/^[aeiou]/i.test(what) ? 'an ' : 'a ') : ''}${what}`;
    })
    .replace(/\b(?<preposition>to|into|in|with|of|at|from|on|before|after)\s+(?:my|our)\s+/gi, '$<preposition> the ')
    .replace(/\b(?:our|my)\s+/gi, '');
  return tidy(title);
}

/** "Website for a restaurant" -> "Restaurant website": a kind of product for a business reads best with the business first. */
function businessFirst(title: string): string {
  const parts = title.match(/^(?<kind>.+?)\s+for\s+(?:an?\s+)?(?<business>[\p{L}'’ -]+)$/iu)?.groups;
  if (!parts?.kind || !parts.business || !isKindOnly(parts.kind) || wordCount(parts.business) > 3) return title;
  if (!isOrganisation(parts.business)) return title;
  const words = parts.kind.split(/\s+/);
  const leading = Math.max(
    0,
    words.findIndex((word) => !ADJECTIVES.test(word)),
  );
  const adjectives = words.slice(0, leading);
  const kind = words.slice(leading).join(' ');
  return tidy([...adjectives, parts.business, lowerFirst(kind)].join(' '));
}

/**
 * "App for pre-orders" by a bakery -> "Bakery pre-order app": what a kind of product is for, when
 * that is one plural noun, goes before it with the business.
 */
function forTheBusiness(title: string, domain: string): string {
  const parts = title.match(/^(?<kind>.+?)\s+for\s+(?<what>[\p{L}-]+s)$/iu)?.groups;
  if (!parts?.kind || !parts.what || !isKindOnly(parts.kind) || isOrganisation(parts.what)) return title;
  const what = parts.what.replace(/ies$/i, 'y').replace(/s$/i, '');
  return tidy(`${domain} ${what.toLowerCase()} ${lowerFirst(parts.kind)}`);
}

/** What the product does, from the words right after its kind: "Telegram bot that posts daily crypto prices". */
function clauseAfter(text: string, project: ProjectPhrase): string | undefined {
  // "A companion app (iPad first) that explains the rules": past a remark in brackets.
  const rest = text.slice(project.end, project.sentence.end).replace(/^\s*\([^()]*\)/, '');
  const clause = rest.match(/^\s*,?\s*(?<clause>(?:that|which|to|where)\s+\p{Ll}[^.;:!?(\n]+)/u)?.groups?.clause;
  if (!clause) return undefined;
  const cut = phraseFrom(clause, /\s*(?:[,;]|\s(?:so|because|but|and|based on|using|via|with|if|when|while)\s)/i);
  const words = cut.split(/\s+/);
  if (words.length < 3) return undefined;
  // Cut short, a clause ends before its last preposition: "...the profile details", not "...from the LinkedIn".
  const short = words.length > 8 ? words.slice(0, 8).join(' ').replace(CUT_PREPOSITION, '') : cut;
  return phraseFrom(short, NEVER);
}

/** A pattern that never matches: the phrase has no end to look for, only trailing little words to drop. */
const NEVER = /(?!)/;
const CUT_PREPOSITION =
  /\s+(?:from|to|in|on|for|with|of|into|at|by|via|about)\s+(?:(?!\s(?:from|to|in|on|for|with|of|into|at|by|via|about)\s).)*$/i;

/** What the kind of product is, said by the category when no phrase says it. */
function kindOf(category: string | undefined, text: string): string | undefined {
  if (category === 'Web Development') return /\b(?:web ?site|site)\b/i.test(text) ? 'website' : 'web app';
  if (category === 'Mobile Development') return 'app';
  if (category === 'AI & Machine Learning') return 'AI tool';
  return undefined;
}

/**
 * A title that names the thing: the project's own name when it has one, and what it is, with the
 * business it is for when the phrase names only a kind of product ("Web app" -> "Physiotherapy
 * clinic booking web app", "Telegram bot" -> "Telegram bot that posts daily crypto prices").
 */
export function extractTitle(text: string, project: ProjectPhrase | undefined, category?: string): string | undefined {
  const named = text.match(PROJECT_NAME)?.groups;
  const name = (named?.labelled ?? named?.called ?? named?.launched)?.trim().replace(/[.,;]$/, '');
  // "Booking website for our kayak tours with online payments...": the features stay out of the title.
  const [head = '', tail] = project ? project.phrase.split(/\s+with\s+/i) : [''];
  const phrase = tail !== undefined && wordCount(head) >= 3 ? head : project?.phrase;
  let summary = phrase && wordCount(phrase) >= 2 ? businessFirst(polish(phrase)) : undefined;
  const domain = findDomain(text);
  const doing = findFunction(project?.sentence.text ?? text) ?? findFunction(text);
  summary = summary && domain ? forTheBusiness(summary, domain) : summary;
  if (summary && isKindOnly(summary) && project) {
    const isSaid = doing !== undefined && summary.toLowerCase().includes(doing);
    const clause = domain ? undefined : clauseAfter(text, project);
    if (domain) summary = tidy(`${domain} ${doing && !isSaid ? doing : ''} ${lowerFirst(summary)}`);
    else if (clause) summary = `${summary} ${clause}`;
  } else if (!summary && !name && domain && doing) {
    const kind = kindOf(category, text);
    if (kind) summary = tidy(`${domain} ${doing} ${kind}`);
  }
  summary = summary ? clip(summary.replace(/\s+/g, ' '), 90) : undefined;
  if (name && summary && !summary.toLowerCase().includes(name.toLowerCase()))
    return clip(`${tidy(name)}: ${summary}`, 120);
  return summary ?? (name ? tidy(name) : undefined);
}
