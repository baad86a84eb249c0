/**
 * The structured facts both sides are reduced to (issue 33 "How it ranks"), computed when a job or
 * a profile is written and stored beside it (`match_facts`, and the skills' keys in `match_skills`
 * for the index). Bump the version when the way they are computed changes: rows with an older one
 * are recomputed at start (facts-refresh.ts). No imports: the tables name these types.
 */
export const MATCH_FACTS_VERSION = 3;

export interface JobFacts {
  v: number;
  /**
   * Dictionary names ("PostgreSQL"), or the stack's entry as written when the dictionary does not
   * know it: the stack's first, then those only the description names.
   */
  skills: string[];
  /** Of `skills`, those only the description names ("we use jQuery today"): they count half. */
  mentioned: string[];
  category: string | null;
  domains: string[];
  budgetMin: number | null;
  budgetMax: number | null;
  currency: string | null;
  timelineWeeks: number | null;
  languages: string[];
  zone: { offset: number; name: string } | null;
}

export interface DeveloperFacts {
  v: number;
  skills: string[];
  rateMin: number | null;
  rateMax: number | null;
  currency: string | null;
  utcOffset: number | null;
  languages: string[];
  domains: string[];
}
