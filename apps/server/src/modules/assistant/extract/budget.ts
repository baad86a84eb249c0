import {
  AT_LEAST_AFTER,
  AT_LEAST_BEFORE,
  AT_MOST_AFTER,
  AT_MOST_BEFORE,
  BUDGET_WORDS,
  COUNT_NOUNS,
  NOT_BUDGET_WORDS,
  PER_PERIOD_BEFORE,
  PER_UNIT_AFTER,
} from '../data/budget-cues.data.ts';
import { findMoneyMentions, formatMoney, type MoneyMention } from './money.ts';
import { escapeRegExp } from './patterns.ts';
import { type Span, sentenceAt, splitSentences } from './sentences.ts';

export interface Budget {
  budgetMin?: number;
  budgetMax?: number;
  currency?: string;
}

const wordsPattern = (words: readonly string[]) =>
  new RegExp(`(?<![\\p{L}])(?:${words.map((word) => escapeRegExp(word)).join('|')})`, 'giu');
const BUDGET = wordsPattern(BUDGET_WORDS);
const NOT_BUDGET = wordsPattern(NOT_BUDGET_WORDS);
const COUNT_AFTER = new RegExp(
  `^\\s?(?:[a-z]+\\s)?(?:${COUNT_NOUNS.map((noun) => escapeRegExp(noun)).join('|')})`,
  'iu',
);
/** A year ("since 2015", "in 2027") without a currency is not money. */
const isYear = (mention: MoneyMention) =>
  !mention.currency &&
  !mention.hasMultiplier &&
  mention.min === mention.max &&
  mention.min >= 1900 &&
  mention.min <= 2100;

/** Words that only soften or bound an amount: "about 1.5k", "5k-7k or so", "between 20 and 25 thousand". */
const HEDGES =
  /^(?:about|around|roughly|approx|approximately|circa|ca|maybe|ideally|probably|max|maximum|tops|or|so|ish|between|and|to|up|at|most|least|under|below|over|min|minimum|total|in|all|flexible|negotiable|overall|fixed)$/i;

/**
 * "5k-7k.", "Around 30-40k, 6 weeks.": an amount with a multiplier that is a clause of its own is
 * the budget even without a budget word; the clause ends at punctuation.
 */
function standsAlone(text: string, sentence: Span, mention: MoneyMention): boolean {
  const before =
    text
      .slice(sentence.start, mention.start)
      .split(/[,;:(]|\s[-–—]\s/)
      .pop() ?? '';
  const after = text.slice(mention.end, sentence.end).split(/[,;:)]|\s[-–—]\s/)[0] ?? '';
  return `${before} ${after}`
    .split(/[\s.~!?()]+/)
    .filter((word) => /\p{L}/u.test(word))
    .every((word) => HEDGES.test(word));
}

/** The distance from the amount to the nearest match of a pattern in its sentence, or null. */
function distanceTo(pattern: RegExp, sentence: Span, mention: MoneyMention): number | null {
  let best: number | null = null;
  for (const match of sentence.text.matchAll(pattern)) {
    const at = sentence.start + match.index;
    const distance = at < mention.start ? mention.start - at : Math.max(0, at - mention.end);
    if (best === null || distance < best) best = distance;
  }
  return best;
}

interface Candidate {
  mention: MoneyMention;
  score: number;
  bound: 'min' | 'max' | 'both';
}

/**
 * How likely an amount is the project's budget. A currency, a multiplier ("k"), a range and a
 * budget word nearby ("budget", "pay", "spend") speak for it; a price per unit ("$99/month"), a
 * count ("10k users"), a year, or revenue words nearby ("we make $2M") rule it out. An amount with
 * neither a currency nor a budget word is never taken: a bare number is not a budget.
 */
function candidateOf(
  text: string,
  sentences: readonly Span[],
  mention: MoneyMention,
  readsBareAmounts: boolean,
): Candidate | null {
  const after = text.slice(mention.end, mention.end + 40);
  const before = text.slice(Math.max(0, mention.start - 30), mention.start);
  if (PER_UNIT_AFTER.test(after) || PER_PERIOD_BEFORE.test(before) || isYear(mention) || mention.max <= 0) return null;
  if (!mention.currency && COUNT_AFTER.test(after)) return null;
  const sentence = sentenceAt(sentences, mention.start);
  if (!sentence) return null;
  const budgetDistance = distanceTo(BUDGET, sentence, mention);
  const notBudgetDistance = distanceTo(NOT_BUDGET, sentence, mention);
  const hasBound = AT_MOST_BEFORE.test(before) || AT_LEAST_BEFORE.test(before) || AT_MOST_AFTER.test(after);
  // "Under 5k please": a bound and a multiplier make it money without a currency or a budget word;
  // so does a multiplier on an amount that stands alone ("5k-7k.", "About 1.5k").
  const isBareThousands = readsBareAmounts && mention.hasMultiplier && standsAlone(text, sentence, mention);
  if (!mention.currency && budgetDistance === null && !(mention.hasMultiplier && hasBound) && !isBareThousands)
    return null;
  let score = 0;
  if (mention.hasMultiplier && (hasBound || isBareThousands)) score += 1;
  if (mention.currency) score += 2;
  if (mention.hasMultiplier) score += 1;
  if (mention.isRange) score += 1;
  if (budgetDistance !== null) score += budgetDistance < 40 ? 4 : 3;
  if (notBudgetDistance !== null && (budgetDistance === null || notBudgetDistance < budgetDistance)) score -= 5;
  // A small bare number next to a budget word is more likely a count ("budget for 3 people").
  if (!mention.currency && !mention.hasMultiplier && mention.max < 100) score -= 3;
  const bound =
    !mention.isRange && (AT_MOST_BEFORE.test(before) || AT_MOST_AFTER.test(after))
      ? 'max'
      : !mention.isRange && (AT_LEAST_BEFORE.test(before) || AT_LEAST_AFTER.test(after))
        ? 'min'
        : 'both';
  return { mention, score, bound };
}

/** A budget and where its amount is written. */
export interface BudgetFound {
  budget: Budget;
  at: number;
}

/**
 * The project's budget: the likeliest amount or range, and where it is written; none when nothing
 * is likely enough. `readsBareAmounts` false: the text answers another question ("10k" as a
 * title), so an amount standing alone is not taken for the budget.
 */
export function findBudget(
  text: string,
  sentences: readonly Span[] = splitSentences(text),
  readsBareAmounts = true,
): BudgetFound | null {
  const candidates = findMoneyMentions(text)
    .map((mention) => candidateOf(text, sentences, mention, readsBareAmounts))
    .filter((candidate): candidate is Candidate => candidate !== null && candidate.score >= 2);
  const best = candidates.reduce<Candidate | null>(
    (winner, candidate) => (winner === null || candidate.score > winner.score ? candidate : winner),
    null,
  );
  if (!best) return null;
  const { mention, bound } = best;
  return {
    at: mention.start,
    budget: {
      ...(bound !== 'max' ? { budgetMin: mention.min } : {}),
      ...(bound !== 'min' ? { budgetMax: mention.max } : {}),
      ...(mention.currency ? { currency: mention.currency } : {}),
    },
  };
}

/** The project's budget alone (see findBudget). */
export function extractBudget(
  text: string,
  sentences: readonly Span[] = splitSentences(text),
  readsBareAmounts = true,
): Budget | null {
  return findBudget(text, sentences, readsBareAmounts)?.budget ?? null;
}

/** "$8,000 - $12,000", "$5,000", "Up to $1,500", "At least €20,000", "10,000" (no currency stated). */
export function formatBudget(budget: Budget): string | undefined {
  const { budgetMin: min, budgetMax: max, currency } = budget;
  if (min !== undefined && max !== undefined) {
    return min === max ? formatMoney(min, currency) : `${formatMoney(min, currency)} - ${formatMoney(max, currency)}`;
  }
  if (max !== undefined) return `Up to ${formatMoney(max, currency)}`;
  if (min !== undefined) return `At least ${formatMoney(min, currency)}`;
  return undefined;
}
