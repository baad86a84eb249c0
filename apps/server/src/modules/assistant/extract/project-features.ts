import { FEATURE_CUE, FEATURE_LABEL, NOT_A_FEATURE, PEOPLE_DO } from '../data/project-cues.data.ts';
import { cleanFeatures, withoutSubject } from './feature-items.ts';
import type { ProjectPhrase } from './project-phrase.ts';
import { type Span, tidy, wordCount } from './sentences.ts';
import { findTechnologies } from './technologies.ts';

/** A list written as prose or as items: "a, b and c", "a; b", "a + b". */
function listItems(list: string): string[] {
  return list
    .split(
      /\s*(?:[,;]\s*(?:and\s+|or\s+|\+\s*)?|\s+(?:&|\+)\s+|\s+and\s+(?=\p{Ll}|\p{Lu}\p{Ll})|\s+as well as\s+|\s+plus\s+)/u,
    )
    .map((item) =>
      tidy(
        item
          .replace(
            /^(?:they|we|you|it|users?|customers?|people)\s+(?:can|could|will|would|should|must)\s+(?:also\s+)?/i,
            '',
          )
          .replace(/^(?:also|then|maybe|to|be able to|with)\s+/i, ''),
      ),
    )
    .filter((item) => item.length >= 3 && wordCount(item) <= 12 && !NOT_A_FEATURE.test(item) && !/^\d/.test(item));
}

/** An item that is a technology and little else: "Zapier", "a Python script". */
function isTechnical(item: string): boolean {
  const found = findTechnologies(item);
  if (found.length === 0) return false;
  let rest = item;
  for (const match of [...found].reverse()) rest = rest.slice(0, match.start) + rest.slice(match.end);
  return rest
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 2)
    .every((word) => IMPLEMENTATION_WORDS.test(word));
}

/** What is left of "a Python script" or "Node backend" once the technology is taken out. */
const IMPLEMENTATION_WORDS =
  /^(?:the|and|script|scripts|code|app|api|apis|sdk|library|backend|frontend|stack|database|db|based|maybe|using|with)$/i;

/** A list of mostly technologies ("Zapier, Make, a Python script") is a stack, not features. */
function isMostlyTechnologies(items: readonly string[]): boolean {
  return items.filter(isTechnical).length * 2 > items.length;
}

/** A list runs to the end of its clause, not past a budget or a timeline. */
function untilTerms(list: string): string {
  const end = list.search(/\s(?:for|in|within|by)\s+(?=[$€£¥₹]|\d)|[$€£¥₹]|\b(?:ideally|asap|budget)\b/i);
  return end >= 0 ? list.slice(0, end) : list;
}

const BULLET = /^\s*(?:[-*•·▪]|\d{1,2}[.)])\s+(?<item>.+)$/;
const FIELD_LABEL =
  /^(?:budget|timeline|deadline|tech(?:nology)?|stack|users?|audience|summary|project|what|when|who|price|rate|duration|languages?)\b/i;

/** Lists that follow the project's name: "...SaaS for dental clinics: scheduling, reminders and billing". */
function listsAfterProject(text: string, project: ProjectPhrase): string[] {
  const rest = text.slice(project.end, project.sentence.end);
  const lists: string[][] = [];
  // "a meditation app with audio streaming, subscriptions...": what comes with it is a feature.
  const withTail = project.phrase.match(/\s+with\s+(?<list>.+)$/i)?.groups?.list;
  if (withTail) lists.push(listItems(withTail));
  const colon = rest.match(/^[^:]{0,60}:\s+(?<list>.+)$/)?.groups?.list;
  if (colon) lists.push(listItems(untilTerms(colon)));
  const bracket = rest.match(/^\s*\((?<list>[^()]{3,200})\)/)?.groups?.list;
  const bracketItems = bracket ? listItems(bracket) : [];
  if (bracketItems.length >= 2) lists.push(bracketItems);
  const commas = rest.match(/^\s*,\s*(?<list>.+)$/)?.groups?.list;
  if (commas && !colon) lists.push(listItems(untilTerms(commas)));
  const withList = rest.match(/^\s*(?:with|w\/)\s+(?<list>.+)$/i)?.groups?.list;
  if (withList) lists.push(listItems(untilTerms(withList)));
  return lists
    .filter((items) => items.length >= 1 && !isMostlyTechnologies(items))
    .flat()
    .filter((item) => !isTechnical(item));
}

/**
 * The key features: a bulleted list, a labelled list ("Features: ..."), the list that follows the
 * project's name, or what people "can" do with it ("users can browse, order and pay").
 */
export function extractFeatures(
  text: string,
  sentences: readonly Span[],
  project: ProjectPhrase | undefined,
): string[] | undefined {
  const bullets = text
    .split('\n')
    .map((line) => withoutSubject(line.match(BULLET)?.groups?.item ?? ''))
    .filter((item) => item && !FIELD_LABEL.test(item) && !NOT_A_FEATURE.test(item) && !/^\w+\s*:/.test(item));
  const features: string[] = bullets.length >= 2 ? bullets.map(tidy) : [];
  const labelMatch = text.match(FEATURE_LABEL);
  const labelled = labelMatch?.groups?.list;
  // The list ends with its sentence: "Key features: a menu, pickup times. We would like...".
  if (labelled) features.push(...listItems(labelled.split(/[.!?](?=\s+\p{Lu})/u)[0] ?? labelled));
  // A label in the middle of the text ("...payments. Key features: a, b") adds to what follows the project's name.
  const isLabelInline = labelMatch !== null && /^[.!?]/.test(labelMatch[0]);
  if ((features.length === 0 || isLabelInline) && project) features.push(...listsAfterProject(text, project));
  if (features.length === 0) {
    for (const sentence of sentences) {
      const list = (sentence.text.match(FEATURE_CUE) ?? sentence.text.match(PEOPLE_DO))?.groups?.list;
      if (list) features.push(...listItems(untilTerms(list)));
    }
  }
  // "iOS + Android" in a bulleted list is the stack, not a feature.
  const items = cleanFeatures(features.filter((feature) => !isTechnical(feature)));
  return items.length > 0 ? items.slice(0, 12) : undefined;
}
