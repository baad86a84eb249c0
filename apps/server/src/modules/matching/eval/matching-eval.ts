import { parseHourlyRate } from '@app/shared/developers/developers.constants';
import { developerFactsOf, jobFactsOf } from '../facts/match-facts.ts';
import { scoreMatch } from '../scoring/score-match.ts';
import type { DeveloperRecord } from '../scoring/terms.ts';
import { EVAL_DEVELOPERS } from './matching-developers.ts';
import { mean, ndcgAt, precisionAt } from './matching-eval-metrics.ts';
import type { EvalBatch, EvalDeveloper, EvalJob } from './matching-eval-types.ts';
import { EVAL_JOBS } from './matching-jobs.ts';
import { EVAL_LABELS } from './matching-labels.ts';

/** The targets of issue 33, for both directions, on each batch. */
export const MATCHING_TARGETS = { ndcg5: 0.85, precision3: 0.8 } as const;

const REFERENCE = new Date('2026-06-01T12:00:00Z');

/** A profile of the set as the product stores it: facts as on save, its record as contracts earn it. */
function developerSide(developer: EvalDeveloper) {
  const rate = parseHourlyRate(developer.hourlyRate);
  const facts = developerFactsOf({ ...developer, hourlyRateMin: rate.min, hourlyRateMax: rate.max });
  const record: DeveloperRecord = {
    availability: developer.availability,
    rating: developer.rating,
    ratingCount: developer.rating === null ? 0 : developer.completedProjects,
    // The set names no clients: each review is taken to come from a client of its own.
    ratingClients: developer.rating === null ? 0 : developer.completedProjects,
    clientRating: developer.rating,
    completedProjects: developer.completedProjects,
    completedCategories: Object.fromEntries(developer.pastCategories.map((category) => [category, 1])),
  };
  return { key: developer.key, batch: developer.batch, facts, record };
}

const jobSide = (job: EvalJob) => ({ key: job.key, batch: job.batch, facts: jobFactsOf(job, REFERENCE) });

export interface DirectionResult {
  ndcg5: number;
  precision3: number;
  /** How many rankings NDCG was measured on (those with at least one pair graded above 0). */
  rankings: number;
  /** How many precision@3 was measured on (those with at least one pair graded 2 or 3). */
  precisionRankings: number;
  misses: string[];
}

export interface MatchingEvaluation {
  jobs: Record<EvalBatch, DirectionResult>;
  developers: Record<EvalBatch, DirectionResult>;
}

/** Scores every pair once, ranks each job's developers and each developer's jobs, and measures them. */
export function evaluateMatching(): MatchingEvaluation {
  const jobs = EVAL_JOBS.map(jobSide);
  const developers = EVAL_DEVELOPERS.map(developerSide);
  const grade = new Map(EVAL_LABELS.map((label) => [`${label.job}|${label.developer}`, label.grade as number]));
  const gradeOf = (job: string, developer: string) => grade.get(`${job}|${developer}`) ?? 0;
  const ties = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

  const measure = (
    rankings: {
      key: string;
      batch: EvalBatch;
      ranked: { key: string; raw: number; score: number }[];
      gradeOf: (other: string) => number;
    }[],
    batch: EvalBatch,
  ): DirectionResult => {
    const ndcgs: number[] = [];
    const precisions: number[] = [];
    const misses: string[] = [];
    for (const ranking of rankings.filter((candidate) => candidate.batch === batch)) {
      const grades = ranking.ranked.map((other) => ranking.gradeOf(other.key));
      const ndcg = ndcgAt(5, grades, grades);
      if (ndcg === null) continue;
      const precision = precisionAt(3, grades);
      ndcgs.push(ndcg);
      if (precision !== null) precisions.push(precision);
      if (ndcg < 0.85 || (precision !== null && precision < 0.8)) {
        const top = ranking.ranked
          .slice(0, 5)
          .map((other) => `${other.key}(${ranking.gradeOf(other.key)}:${other.score})`)
          .join(' ');
        misses.push(`${ranking.key} ndcg@5 ${ndcg.toFixed(2)} p@3 ${precision?.toFixed(2) ?? '-'}: ${top}`);
      }
    }
    return {
      ndcg5: mean(ndcgs),
      precision3: mean(precisions),
      rankings: ndcgs.length,
      precisionRankings: precisions.length,
      misses,
    };
  };

  const jobRankings = jobs.map((job) => ({
    key: job.key,
    batch: job.batch,
    gradeOf: (developer: string) => gradeOf(job.key, developer),
    ranked: developers
      .map((developer) => ({
        key: developer.key,
        ...scoreMatch({ job: job.facts, developer: developer.facts, record: developer.record }, 'client'),
      }))
      .sort((a, b) => b.score - a.score || b.raw - a.raw || ties(a.key, b.key)),
  }));
  const developerRankings = developers.map((developer) => ({
    key: developer.key,
    batch: developer.batch,
    gradeOf: (job: string) => gradeOf(job, developer.key),
    ranked: jobs
      .map((job) => ({
        key: job.key,
        ...scoreMatch({ job: job.facts, developer: developer.facts, record: developer.record }, 'developer'),
      }))
      .sort((a, b) => b.score - a.score || b.raw - a.raw || ties(a.key, b.key)),
  }));
  return {
    jobs: { tuning: measure(jobRankings, 'tuning'), holdout: measure(jobRankings, 'holdout') },
    developers: { tuning: measure(developerRankings, 'tuning'), holdout: measure(developerRankings, 'holdout') },
  };
}
