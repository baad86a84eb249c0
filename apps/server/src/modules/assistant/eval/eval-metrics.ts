import type { ProfileFacts, ProjectFacts } from '@app/shared/assistant/assistant.schemas';
import { weeksUntil } from '../extract/deadlines.ts';
import { CV_CASES } from './cv-cases.ts';
import { type CvCase, EVAL_REFERENCE, type ExpectedTimeline, type ProjectCase } from './eval-types.ts';
import { PROJECT_CASES } from './project-cases.ts';

/** Counts for one fact: right, wrong or extra, missed; and for scalar facts how many cases agree. */
export interface FactScore {
  fact: string;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

export interface EvaluationReport {
  scores: FactScore[];
  /** The targets of issue 23, each with its measured value. */
  targets: { name: string; value: number; target: number; passed: boolean }[];
  /** What went wrong, per case, to read when a number drops. */
  misses: string[];
}

export const precisionOf = (score: FactScore) =>
  score.truePositives + score.falsePositives === 0
    ? 1
    : score.truePositives / (score.truePositives + score.falsePositives);
export const recallOf = (score: FactScore) =>
  score.truePositives + score.falseNegatives === 0
    ? 1
    : score.truePositives / (score.truePositives + score.falseNegatives);
export const f1Of = (score: FactScore) => {
  const precision = precisionOf(score);
  const recall = recallOf(score);
  return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
};

class Tally {
  readonly scores = new Map<string, FactScore>();
  readonly misses: string[] = [];

  private of(fact: string): FactScore {
    let score = this.scores.get(fact);
    if (!score) {
      score = { fact, truePositives: 0, falsePositives: 0, falseNegatives: 0 };
      this.scores.set(fact, score);
    }
    return score;
  }

  /** A single-valued fact: `isRight` when both are stated and agree. */
  scalar(id: string, fact: string, expected: unknown, found: unknown, isRight: boolean) {
    const score = this.of(fact);
    if (expected !== undefined && found !== undefined && isRight) score.truePositives += 1;
    else {
      if (found !== undefined) score.falsePositives += 1;
      if (expected !== undefined) score.falseNegatives += 1;
      if (expected !== undefined || found !== undefined) {
        this.misses.push(`${id} ${fact}: expected ${JSON.stringify(expected)}, found ${JSON.stringify(found)}`);
      }
    }
  }

  /** A list fact compared as sets (technologies, languages). */
  set(id: string, fact: string, expected: readonly string[], found: readonly string[]) {
    const score = this.of(fact);
    const wanted = new Set(expected);
    const got = new Set(found);
    for (const item of got) if (wanted.has(item)) score.truePositives += 1;
    const extra = [...got].filter((item) => !wanted.has(item));
    const missed = [...wanted].filter((item) => !got.has(item));
    score.falsePositives += extra.length;
    score.falseNegatives += missed.length;
    if (extra.length + missed.length > 0) {
      this.misses.push(`${id} ${fact}: missed ${JSON.stringify(missed)}, extra ${JSON.stringify(extra)}`);
    }
  }

  /** Keywords each expected to appear in one of the found items (features). */
  keywords(id: string, fact: string, expected: readonly string[], found: readonly string[]) {
    const score = this.of(fact);
    const lowerFound = found.map((item) => item.toLowerCase());
    const missed = expected.filter((word) => !lowerFound.some((item) => item.includes(word.toLowerCase())));
    score.truePositives += expected.length - missed.length;
    score.falseNegatives += missed.length;
    const unrelated = lowerFound.filter((item) => !expected.some((word) => item.includes(word.toLowerCase())));
    score.falsePositives += unrelated.length;
    if (missed.length > 0)
      this.misses.push(`${id} ${fact}: missed ${JSON.stringify(missed)} in ${JSON.stringify(found)}`);
  }
}

const contains = (found: string | undefined, expected: string | undefined) =>
  found !== undefined && expected !== undefined && found.toLowerCase().includes(expected.toLowerCase());

function timelineIsRight(expected: ExpectedTimeline, facts: ProjectFacts): boolean {
  if ('asap' in expected) return facts.timelineText === 'ASAP';
  const weeks = 'weeks' in expected ? expected.weeks : weeksUntil(new Date(`${expected.by}T12:00:00Z`), EVAL_REFERENCE);
  return facts.timelineWeeks === weeks;
}

/** Runs an extractor over the project descriptions and scores every fact. */
export async function evaluateProjects(
  extract: (text: string) => Promise<ProjectFacts> | ProjectFacts,
  cases: readonly ProjectCase[] = PROJECT_CASES,
): Promise<EvaluationReport> {
  const tally = new Tally();
  let categoryRight = 0;
  const budget = { stated: 0, exact: 0, unstated: 0, nothingInvented: 0 };
  const timeline = { stated: 0, exact: 0, unstated: 0, nothingInvented: 0 };
  for (const { id, text, expected } of cases) {
    const facts = await extract(text);
    if (facts.category === expected.category) categoryRight += 1;
    tally.scalar(id, 'category', expected.category, facts.category, facts.category === expected.category);

    const foundBudget =
      facts.budgetMin !== undefined || facts.budgetMax !== undefined
        ? { min: facts.budgetMin, max: facts.budgetMax, currency: facts.currency }
        : undefined;
    const budgetRight =
      expected.budget !== undefined &&
      foundBudget !== undefined &&
      foundBudget.min === expected.budget.min &&
      foundBudget.max === expected.budget.max &&
      foundBudget.currency === expected.budget.currency;
    tally.scalar(id, 'budget', expected.budget, foundBudget, budgetRight);
    if (expected.budget) {
      budget.stated += 1;
      if (budgetRight) budget.exact += 1;
    } else {
      budget.unstated += 1;
      if (!foundBudget) budget.nothingInvented += 1;
    }

    const foundTimeline =
      facts.timelineText !== undefined ? { weeks: facts.timelineWeeks, text: facts.timelineText } : undefined;
    const timelineRight = expected.timeline !== undefined && timelineIsRight(expected.timeline, facts);
    tally.scalar(id, 'timeline', expected.timeline, foundTimeline, timelineRight);
    if (expected.timeline) {
      timeline.stated += 1;
      if (timelineRight) timeline.exact += 1;
    } else {
      timeline.unstated += 1;
      if (!foundTimeline) timeline.nothingInvented += 1;
    }

    tally.set(id, 'technologies', expected.technologies, facts.technologies ?? []);
    tally.scalar(id, 'audience', expected.audience, facts.audience, contains(facts.audience, expected.audience));
    tally.keywords(id, 'features', expected.features ?? [], facts.features ?? []);
    tally.scalar(id, 'title', expected.title || undefined, facts.title, Boolean(expected.title && facts.title));
    tally.scalar(
      id,
      'successCriteria',
      expected.successCriteria || undefined,
      facts.successCriteria,
      Boolean(facts.successCriteria),
    );
    tally.scalar(id, 'challenges', expected.challenges || undefined, facts.challenges, Boolean(facts.challenges));
  }
  const technologies = tally.scores.get('technologies');
  const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
  const targets = [
    { name: 'category correct', value: ratio(categoryRight, cases.length), target: 0.85 },
    { name: `budget exact (${budget.stated} stating one)`, value: ratio(budget.exact, budget.stated), target: 0.9 },
    {
      name: `budget nothing invented (${budget.unstated} without)`,
      value: ratio(budget.nothingInvented, budget.unstated),
      target: 0.98,
    },
    {
      name: `timeline exact (${timeline.stated} stating one)`,
      value: ratio(timeline.exact, timeline.stated),
      target: 0.9,
    },
    {
      name: `timeline nothing invented (${timeline.unstated} without)`,
      value: ratio(timeline.nothingInvented, timeline.unstated),
      target: 0.98,
    },
    { name: 'technologies F1', value: technologies ? f1Of(technologies) : 0, target: 0.85 },
  ].map((entry) => ({ ...entry, passed: entry.value >= entry.target }));
  return { scores: [...tally.scores.values()], targets, misses: tally.misses };
}

/** Issue 33: on a batch never tuned on, the category and the timeline are right in at least 85% of texts. */
export const HELD_OUT_TARGET = 0.85;

/** The held-out targets of a batch's report: its category and timeline scores against HELD_OUT_TARGET. */
export function heldOutTargets(report: EvaluationReport, batch: string): EvaluationReport['targets'] {
  return report.targets
    .filter((target) => /^(?:category correct|timeline exact)/.test(target.name))
    .map((target) => ({
      ...target,
      name: `${batch}: ${target.name}`,
      target: HELD_OUT_TARGET,
      passed: target.value >= HELD_OUT_TARGET,
    }));
}

const linkOf = (url: string | undefined) =>
  url
    ?.toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');

/** Runs an extractor over the CVs and scores every fact. */
export async function evaluateProfiles(
  extract: (text: string) => Promise<ProfileFacts> | ProfileFacts,
  cases: readonly CvCase[] = CV_CASES,
): Promise<EvaluationReport> {
  const tally = new Tally();
  for (const { id, text, expected } of cases) {
    const facts = await extract(text);
    const same = (a: string | undefined, b: string | undefined) => a?.toLowerCase() === b?.toLowerCase();
    tally.scalar(id, 'name', expected.name, facts.name, same(facts.name, expected.name));
    tally.scalar(id, 'title', expected.title, facts.title, contains(facts.title, expected.title));
    tally.set(id, 'skills', expected.skills, facts.skills ?? []);
    tally.scalar(
      id,
      'yearsOfExperience',
      expected.yearsOfExperience,
      facts.yearsOfExperience,
      facts.yearsOfExperience === expected.yearsOfExperience,
    );
    tally.set(id, 'languages', expected.languages, facts.languages ?? []);
    tally.scalar(id, 'location', expected.location, facts.location, contains(facts.location, expected.location));
    tally.scalar(id, 'timezone', expected.timezone, facts.timezone, contains(facts.timezone, expected.timezone));
    const expectedRate =
      expected.hourlyRate !== undefined ? [expected.hourlyRate, expected.hourlyRateMax, expected.currency] : undefined;
    const foundRate =
      facts.hourlyRate !== undefined ? [facts.hourlyRate, facts.hourlyRateMax, facts.currency] : undefined;
    tally.scalar(id, 'hourlyRate', expectedRate, foundRate, JSON.stringify(expectedRate) === JSON.stringify(foundRate));
    for (const link of ['github', 'linkedin', 'portfolio'] as const) {
      tally.scalar(id, link, expected[link], facts[link], linkOf(facts[link]) === linkOf(expected[link]));
    }
  }
  const skills = tally.scores.get('skills');
  const targets = [{ name: 'skills F1', value: skills ? f1Of(skills) : 0, target: 0.85 }].map((entry) => ({
    ...entry,
    passed: entry.value >= entry.target,
  }));
  return { scores: [...tally.scores.values()], targets, misses: tally.misses };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** The report as the lines `npm run eval:assistant` prints; a part of the set says "below", not "FAIL". */
export function formatReport(title: string, report: EvaluationReport, cases: number, isPart = false): string[] {
  const lines = [``, `${title} (${cases} texts)`, `  fact               precision  recall     F1`];
  for (const score of report.scores) {
    lines.push(
      `  ${score.fact.padEnd(18)} ${percent(precisionOf(score)).padStart(9)}  ${percent(recallOf(score)).padStart(6)}  ${f1Of(score).toFixed(2).padStart(5)}`,
    );
  }
  lines.push('  targets:');
  for (const target of report.targets) {
    lines.push(
      `    ${target.passed ? 'ok   ' : isPart ? 'below' : 'FAIL '} ${target.name}: ${percent(target.value)} (target ${percent(target.target)})`,
    );
  }
  return lines;
}
