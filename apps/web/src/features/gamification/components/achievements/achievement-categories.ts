import type { AchievementCategory } from '@app/shared/gamification/gamification.constants';

export const ACHIEVEMENT_CATEGORY_LABELS: Record<AchievementCategory, string> = {
  beginner: 'Beginner',
  tasks: 'Tasks',
  projects: 'Projects',
  community: 'Community',
  ai: 'AI',
};
