import { describe, expect, it } from 'vitest';
import { extractProfileFacts } from '../extract/profile-extractor.ts';
import { extractProjectFacts } from '../extract/project-extractor.ts';
import { evaluateProfiles, evaluateProjects, heldOutTargets } from './eval-metrics.ts';
import { ALL_CV_CASES, ALL_PROJECT_CASES } from './eval-sets.ts';
import { EVAL_REFERENCE } from './eval-types.ts';
import { HOLDOUT_2_PROJECT_CASES } from './project-cases-holdout-2.ts';
import { HOLDOUT_3_PROJECT_CASES } from './project-cases-holdout-3.ts';

/** The evaluation of `npm run eval:assistant`, so that a regression fails `npm test` (issue 23's targets). */
describe('the built-in extractor on the evaluation set', () => {
  it('has at least 60 project descriptions and 30 CVs', () => {
    expect(ALL_PROJECT_CASES.length).toBeGreaterThanOrEqual(60);
    expect(ALL_CV_CASES.length).toBeGreaterThanOrEqual(30);
    const ids = [...ALL_PROJECT_CASES, ...ALL_CV_CASES].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('meets the targets on project descriptions', async () => {
    const report = await evaluateProjects((text) => extractProjectFacts(text, EVAL_REFERENCE), ALL_PROJECT_CASES);
    const failed = report.targets.filter((target) => !target.passed);
    expect(failed, report.misses.join('\n')).toEqual([]);
  });

  it.each([
    ['fourth', HOLDOUT_2_PROJECT_CASES],
    ['fifth', HOLDOUT_3_PROJECT_CASES],
  ])(
    'reads the category and the timeline right in 85%% of the %s batch, never tuned on (issue 33)',
    async (batch, cases) => {
      const report = await evaluateProjects((text) => extractProjectFacts(text, EVAL_REFERENCE), cases);
      const failed = heldOutTargets(report, batch).filter((target) => !target.passed);
      expect(failed, report.misses.join('\n')).toEqual([]);
    },
  );

  it('meets the skills target on CVs', async () => {
    const report = await evaluateProfiles((text) => extractProfileFacts(text, EVAL_REFERENCE), ALL_CV_CASES);
    const failed = report.targets.filter((target) => !target.passed);
    expect(failed, report.misses.join('\n')).toEqual([]);
  });
});
