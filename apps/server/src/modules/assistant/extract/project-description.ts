import { type Span, wordCount } from './sentences.ts';

/**
 * Words that say nothing about the project itself around a budget or a timeline: "we can spend",
 * "ideally live in", "budget is about". A clause of only these and the amount or date is a term.
 */
const TERM_WORDS = new Set(
  `a an the we i you it this that our my us is are be been will would could can should must need needs want wants
  like love lovely nice great hope hoping ideally to by in within before around about roughly approx approximately
  max maximum up under at least most budget budgeted cost costs price pay paying spend spending afford have has set
  aside grant covers cover fund funds money total timeline deadline time frame timeframe duration live launch ready
  done finished complete completed delivered delivery go going ship start starting asap possible soon as please pls
  and or so if for of with was then it's we'd we're i'd i'm we'll no rush but flexible negotiable fixed preferred
  end first version mvp beta expected estimate thinking looking range ballpark tops only just very really quite
  happy willing able do something expect plan planning aim aiming target hoped wanted needed us running working
  place wrapped sorted latest later than more less over between from till until k thousand grand lakh usd eur gbp
  dollars euros pounds bucks day days week weeks month months year years fortnight next this mid early late quarter
  q1 q2 q3 q4 h1 h2 january february march april may june july august september october november december jan feb
  mar apr jun jul aug sep sept oct nov dec spring summer autumn fall winter christmas easter holidays eom eoy`.split(
    /\s+/,
  ),
);

const isTermOnly = (clause: string) =>
  clause
    .toLowerCase()
    .split(/[^\p{L}'’]+/u)
    .filter((word) => /\p{L}/u.test(word))
    .every((word) => TERM_WORDS.has(word.replace(/’/g, "'")));

/**
 * The description as a post's body: the person's text without the clauses that only state the
 * budget or the timeline (those have fields of their own). `positions` are where the budget's
 * amount and the timeline are written; a clause with more to say than its terms is kept whole.
 */
export function describeProject(sentences: readonly Span[], positions: readonly number[]): string {
  const kept: string[] = [];
  for (const sentence of sentences) {
    const inside = positions.filter((at) => at >= sentence.start && at < sentence.end);
    if (inside.length === 0) {
      kept.push(sentence.text);
      continue;
    }
    const ending = sentence.text.match(/[.!?]+$/)?.[0] ?? '';
    const body = sentence.text.slice(0, sentence.text.length - ending.length);
    const clauses: { text: string; start: number }[] = [];
    let start = 0;
    for (const separator of body.matchAll(/\s*(?:[,;]|\s[-–—]\s)\s*/g)) {
      clauses.push({ text: body.slice(start, separator.index), start });
      start = separator.index + separator[0].length;
    }
    clauses.push({ text: body.slice(start), start });
    // "Budget 8-10k, 6 weeks": in a sentence that states a term, every clause of terms only goes.
    const rest = clauses.filter((clause) => !isTermOnly(clause.text.replace(/[\d$€£¥₹~.,%+/-]+\w*/g, ' ')));
    if (rest.length === 0) continue;
    const joined = rest.map((clause) => clause.text.trim()).join(', ');
    kept.push(
      `${joined.charAt(0).toUpperCase()}${joined.slice(1)}${ending || (rest.length < clauses.length ? '.' : '')}`,
    );
  }
  return kept.join(' ').replace(/\s+/g, ' ').trim();
}

/** At least this many words left: otherwise the text only gave terms and has no description. */
export const hasDescription = (description: string) => wordCount(description) >= 3;
