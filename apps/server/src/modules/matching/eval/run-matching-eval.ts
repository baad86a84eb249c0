/**
 * `npm run eval:matching`: NDCG@5 and precision@3 of the built-in ranking on the labelled set, for
 * both directions (developers for a job, jobs for a developer), the tuning batch and the held-out
 * batch (never tuned on) apart. `--misses` lists the rankings below target. Exits 1 when the
 * held-out batch misses a target of issue 33.
 */
import { type DirectionResult, evaluateMatching, MATCHING_TARGETS } from './matching-eval.ts';

const showMisses = process.argv.includes('--misses');
const started = performance.now();
const result = evaluateMatching();
const elapsed = performance.now() - started;

const mark = (value: number, target: number) => `${value.toFixed(3)} ${value >= target ? '✓' : '✗'} (target ${target})`;
const row = (title: string, part: DirectionResult) =>
  `  ${title.padEnd(44)} NDCG@5 ${mark(part.ndcg5, MATCHING_TARGETS.ndcg5)}   precision@3 ${mark(part.precision3, MATCHING_TARGETS.precision3)}   (${part.rankings} rankings, ${part.precisionRankings} with a relevant one)`;

console.log('Matching, built-in ranking, on the labelled set (apps/server/src/modules/matching/eval)');
console.log(row('Developers for a job, tuning batch', result.jobs.tuning));
console.log(row('Developers for a job, held-out batch', result.jobs.holdout));
console.log(row('Jobs for a developer, tuning batch', result.developers.tuning));
console.log(row('Jobs for a developer, held-out batch', result.developers.holdout));
console.log(`\n  ${Math.round(elapsed)} ms for every pair scored`);
if (showMisses) {
  for (const [title, part] of [
    ['developers for a job, tuning', result.jobs.tuning],
    ['developers for a job, held-out', result.jobs.holdout],
    ['jobs for a developer, tuning', result.developers.tuning],
    ['jobs for a developer, held-out', result.developers.holdout],
  ] as const) {
    if (part.misses.length > 0)
      console.log(`\nBelow target, ${title}:\n${part.misses.map((line) => `  ${line}`).join('\n')}`);
  }
}
const heldOut = [result.jobs.holdout, result.developers.holdout];
const met = heldOut.every(
  (part) => part.ndcg5 >= MATCHING_TARGETS.ndcg5 && part.precision3 >= MATCHING_TARGETS.precision3,
);
process.exitCode = met ? 0 : 1;
