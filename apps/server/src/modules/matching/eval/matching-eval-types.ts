export type EvalBatch = 'tuning' | 'holdout';

/** A job post as a client writes it in the wizard (all fields free text, as stored). */
export interface EvalJob {
  key: string;
  batch: EvalBatch;
  title: string;
  category: string;
  description: string;
  keyFeatures: string;
  technologyStack: string;
  budget: string;
  timeline: string;
}

/** A developer profile as written in the profile wizard. */
export interface EvalDeveloper {
  key: string;
  batch: EvalBatch;
  name: string;
  title: string;
  skills: string[];
  hourlyRate: string;
  availability: 'Available' | 'Busy' | 'Unavailable';
  experience: string;
  bio: string;
  languages: string[];
  timezone: string;
  rating: number | null;
  completedProjects: number;
  /** categories of their completed projects, e.g. ['Healthcare'] */
  pastCategories: string[];
}

/** 3 = would hire, 2 = could do it, 1 = weak, 0 = no (every pair not listed is 0). */
export interface EvalLabel {
  job: string;
  developer: string;
  grade: 1 | 2 | 3;
}
