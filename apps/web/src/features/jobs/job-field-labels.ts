import type { ProjectSlotKey } from '@app/shared/jobs/project-slots';
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

/** The label of an assistant slot: the fifth is stored as `key_features` but named as the wizard names it. */
export const slotLabel = (key: ProjectSlotKey): string =>
  JOB_FIELD_LABELS[key === 'key_features' ? 'keyFeatures' : key];
