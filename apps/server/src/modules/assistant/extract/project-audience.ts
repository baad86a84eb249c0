import { AUDIENCE_CUES, AUDIENCE_ORGANISATIONS, AUDIENCE_PEOPLE } from '../data/project-cues.data.ts';
import { clip, type Span, tidy } from './sentences.ts';

const PEOPLE = `(?:${AUDIENCE_PEOPLE.join('|')})(?:s|es)?`;
const ORGANISATIONS = `(?:${AUDIENCE_ORGANISATIONS.join('|')})`;
const WHO = `(?:${PEOPLE}|${ORGANISATIONS})`;
/** After the audience's noun: the end of the phrase, not a compound ("volunteer management", "farmers' market"). */
const NOUN_END = String.raw`(?![\p{L}'’-])(?=\s*(?:[,.;:!?)]|$)|\s+(?:and|&|or|in|of|at|who|to|that|with|on|across|around|near|from|so|where|like)\b)`;
const WITH_PEOPLE = `(?:[\\p{L}'-]+\\s+){0,3}${WHO}${NOUN_END}(?:\\s+(?:and|&|or|with)\\s+(?:their\\s+|our\\s+|vetted\\s+)?(?:[\\p{L}'-]+\\s+){0,2}${WHO}${NOUN_END})?`;

const FOR_AUDIENCE = new RegExp(
  `(?<!(?:look|looking|search|searching|ask|asking|pay|paying|wait|waiting|apply|applying|account|hire|hiring)\\s)\\bfor\\s+(?<audience>${WITH_PEOPLE}(?:\\s+(?:in|of|at|who|across)\\s+[^,.;!?\\n]{2,60})?)`,
  'iu',
);
const LETS_AUDIENCE = new RegExp(
  `\\b(?:where|so that|so|lets?|letting|allows?|allowing|helps?|helping|connects?|connecting|enables?)\\s+(?<audience>(?:[\\p{L}'-]+\\s+){0,2}${PEOPLE}(?:\\s+(?:with|and|to)\\s+(?:[\\p{L}'-]+\\s+){0,3}${PEOPLE})?)\\s+(?:can|could|will|to|get|\\p{Ll}+)\\b`,
  'u',
);
/** "Patients fill it in the waiting room.", "portal: volunteers sign up": people doing something. */
const PEOPLE_DOING = new RegExp(
  `(?:^|[:;]\\s+)(?<audience>(?:[\\p{L}'-]+\\s+)?${PEOPLE})\\s+(?!are\\b|is\\b)\\p{Ll}+`,
  'iu',
);
/** "my restaurant", "our team", "a dental clinic": the client itself, not whom it serves. */
const THE_CLIENT = new RegExp(
  `^(?:my|our|a|an|the)\\s+(?:[\\p{L}'-]+\\s+)?${ORGANISATIONS.replace(/\)$/, '|restaurant|company|business|team|clinic|store|shop|hotel|startup)')}\\b`,
  'iu',
);

/** "Users" or "people" alone say nothing about who they are. */
const GENERIC = /^(?:the\s+)?(?:users?|people|persons?|someone|everyone|anyone)$/i;

/** Who the project is for: stated outright, "for <people>", "where <people> can", or people doing something. */
export function extractAudience(text: string, sentences: readonly Span[]): string | undefined {
  const stated = text.match(AUDIENCE_CUES)?.groups?.audience;
  if (stated)
    return clip(tidy((stated.split(/\s(?:so|because|but|which|who want)\s/)[0] ?? stated).replace(/[)(]/g, '')), 160);
  for (const pattern of [FOR_AUDIENCE, LETS_AUDIENCE]) {
    const found = text.match(pattern)?.groups?.audience;
    if (found && !THE_CLIENT.test(found) && !GENERIC.test(found)) return clip(tidy(found), 160);
  }
  for (const sentence of sentences) {
    const found = sentence.text.match(PEOPLE_DOING)?.groups?.audience;
    if (found && !/^(?:i|we|you)\b/i.test(found) && !THE_CLIENT.test(found) && !GENERIC.test(found)) {
      return clip(tidy(found), 160);
    }
  }
  return undefined;
}
