import { CV_CASES } from './cv-cases.ts';
import { HOLDOUT_CV_CASES } from './cv-cases-holdout.ts';
import { UNSEEN_CV_CASES } from './cv-cases-unseen.ts';
import { PROJECT_CASES } from './project-cases.ts';
import { HOLDOUT_PROJECT_CASES } from './project-cases-holdout.ts';
import { HOLDOUT_2_PROJECT_CASES } from './project-cases-holdout-2.ts';
import { HOLDOUT_3_PROJECT_CASES } from './project-cases-holdout-3.ts';
import { UNSEEN_PROJECT_CASES } from './project-cases-unseen.ts';

/**
 * The whole evaluation set, on which the targets of issue 23 are measured: the texts the rules were
 * written with, a second batch scored before the rules were adjusted to it, and two batches never
 * tuned on (the second of them written for issue 33).
 */
export const ALL_PROJECT_CASES = [
  ...PROJECT_CASES,
  ...UNSEEN_PROJECT_CASES,
  ...HOLDOUT_PROJECT_CASES,
  ...HOLDOUT_2_PROJECT_CASES,
  ...HOLDOUT_3_PROJECT_CASES,
];
export const ALL_CV_CASES = [...CV_CASES, ...UNSEEN_CV_CASES, ...HOLDOUT_CV_CASES];
