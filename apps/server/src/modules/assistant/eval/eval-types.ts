/** The evaluation set's shapes: texts with the facts a careful reader finds in them. */

/** The category labels the project cases expect (the product's JOB_CATEGORIES, written once). */
export const AI = 'AI & Machine Learning';
export const WEB = 'Web Development';
export const MOBILE = 'Mobile Development';
export const DEVOPS = 'DevOps';
export const AUTOMATION = 'Automation';
export const BLOCKCHAIN = 'Blockchain';

/** Every date in the set is read from this moment (a Monday). */
export const EVAL_REFERENCE = new Date('2026-05-11T10:00:00Z');

export interface ExpectedBudget {
  min?: number;
  max?: number;
  currency?: string;
}

/** A duration in weeks, a deadline (the day the reader takes it to mean), or "as soon as possible". */
export type ExpectedTimeline = { weeks: number } | { by: string } | { asap: true };

export interface ProjectCase {
  id: string;
  text: string;
  expected: {
    /** Absent: the text does not say what kind of project it is. */
    category?: string;
    /** Absent: no budget stated. */
    budget?: ExpectedBudget;
    /** Absent: no timeline stated. */
    timeline?: ExpectedTimeline;
    /** The dictionary's names for every technology the text names (platforms and services too). */
    technologies: string[];
    /** A word the audience must contain; absent: none stated. */
    audience?: string;
    /** A word of each feature the text lists. */
    features?: string[];
    successCriteria?: boolean;
    challenges?: boolean;
    /** Whether the text says enough to title the project. */
    title?: boolean;
  };
}

export interface CvCase {
  id: string;
  text: string;
  expected: {
    name?: string;
    /** A word the title must contain. */
    title?: string;
    skills: string[];
    yearsOfExperience?: number;
    languages: string[];
    /** A word the location must contain. */
    location?: string;
    /** What the timezone must contain. */
    timezone?: string;
    hourlyRate?: number;
    hourlyRateMax?: number;
    currency?: string;
    github?: string;
    linkedin?: string;
    portfolio?: string;
  };
}
