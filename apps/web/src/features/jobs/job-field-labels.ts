import type { JobDraftFields } from '@app/shared/jobs/slot-engine';

/** How each draft field is named on screen: the wizard's labels, the summary's rows, the job card. */
export const JOB_FIELD_LABELS: Record<keyof JobDraftFields, string> = {
  title: 'Project title',
  category: 'Category',
  targetAudience: 'Target audience',
  description: 'Description',
  keyFeatures: 'Key features',
  technologyStack: 'Technology stack',
  budget: 'Budget',
  timeline: 'Timeline',
  successCriteria: 'Success criteria',
  potentialChallenges: 'Potential challenges',
};
