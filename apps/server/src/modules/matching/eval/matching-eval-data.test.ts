import { describe, expect, it } from 'vitest';
import { EVAL_DEVELOPERS } from './matching-developers.ts';
import { EVAL_JOBS } from './matching-jobs.ts';
import { EVAL_LABELS } from './matching-labels.ts';

const countByBatch = (items: readonly { batch: string }[], batch: string) =>
  items.filter((item) => item.batch === batch).length;

describe('matching evaluation set', () => {
  it('has enough jobs and developers in both batches', () => {
    expect(EVAL_JOBS.length).toBeGreaterThanOrEqual(40);
    expect(EVAL_DEVELOPERS.length).toBeGreaterThanOrEqual(80);
    for (const batch of ['tuning', 'holdout']) {
      expect(countByBatch(EVAL_JOBS, batch)).toBeGreaterThan(0);
      expect(countByBatch(EVAL_DEVELOPERS, batch)).toBeGreaterThan(0);
    }
  });

  it('uses unique keys', () => {
    const keys = [...EVAL_JOBS, ...EVAL_DEVELOPERS].map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('labels only existing jobs and developers, each pair once', () => {
    const jobKeys = new Set(EVAL_JOBS.map((job) => job.key));
    const developerKeys = new Set(EVAL_DEVELOPERS.map((developer) => developer.key));
    const pairs = EVAL_LABELS.map((label) => `${label.job}|${label.developer}`);
    expect(EVAL_LABELS.filter((label) => !jobKeys.has(label.job) || !developerKeys.has(label.developer))).toEqual([]);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('gives every job one developer to hire and three who could do it', () => {
    const thinJobs = EVAL_JOBS.filter((job) => {
      const grades = EVAL_LABELS.filter((label) => label.job === job.key).map((label) => label.grade);
      return !grades.includes(3) || grades.filter((grade) => grade >= 2).length < 3;
    });
    expect(thinJobs.map((job) => job.key)).toEqual([]);
  });
});
