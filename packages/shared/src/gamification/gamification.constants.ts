/** Gamification rules (part-2 §3 Developer progress, achievement, Reward; §9 Gamification). No zod here. */

/** Level n spans 500n to 500(n+1) points. */
export const LEVEL_SPAN = 500;

export interface LevelProgress {
  currentLevel: number;
  /** Points still needed to reach the next level. */
  pointsToNextLevel: number;
  /** 0-100: how far through the current level. */
  percent: number;
  levelStart: number;
  levelEnd: number;
}

export function levelProgress(totalPoints: number): LevelProgress {
  const points = Math.max(0, Math.floor(totalPoints));
  const currentLevel = Math.floor(points / LEVEL_SPAN);
  const levelStart = currentLevel * LEVEL_SPAN;
  const levelEnd = levelStart + LEVEL_SPAN;
  return {
    currentLevel,
    pointsToNextLevel: levelEnd - points,
    percent: Math.round(((points - levelStart) / LEVEL_SPAN) * 100),
    levelStart,
    levelEnd,
  };
}

/** Level titles: 1 Bronze, 2 Silver, 3 Gold, 4 Platinum, 5 and above Elite Developer, else Rookie. */
export function levelTitle(level: number): string {
  if (level >= 5) return 'Elite Developer';
  if (level >= 4) return 'Platinum';
  if (level >= 3) return 'Gold';
  if (level >= 2) return 'Silver';
  if (level >= 1) return 'Bronze';
  return 'Rookie';
}

export const POINT_CATEGORIES = ['tasks', 'projects', 'community', 'ai'] as const;
export type PointCategory = (typeof POINT_CATEGORIES)[number];

/** The spec's earning ranges (points), shown on My Progress. */
export const EARNING_RANGES: Record<PointCategory, { label: string; min: number; max: number }> = {
  tasks: { label: 'Complete tasks', min: 10, max: 50 },
  projects: { label: 'Create projects', min: 100, max: 500 },
  community: { label: 'Help the community', min: 25, max: 100 },
  ai: { label: 'Use the AI assistants', min: 5, max: 25 },
};

/**
 * What each stored activity earns. Points are derived from the rows themselves (the
 * `points_postings` view), so undoing an activity (reopening a task) takes its points back.
 * Feedback keeps its own rules (part-2 §9 Feedback) and counts as community.
 */
export const POINT_RULES = {
  taskCompleted: { category: 'tasks', byPriority: { high: 50, medium: 25, low: 10 } },
  jobPublished: { category: 'projects', points: 100 },
  prototypeShared: { category: 'projects', points: 150 },
  bountyApproved: { category: 'projects', points: 200 },
  questionAnswered: { category: 'community', points: 25 },
  answerAccepted: { category: 'community', points: 75 },
  profileSaved: { category: 'ai', points: 25 },
  applicationSent: { category: 'ai', points: 15 },
} as const;

export const ACHIEVEMENT_CATEGORIES = ['beginner', 'tasks', 'projects', 'community', 'ai'] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

/** The counts achievements are measured against. */
export interface ActivityCounts {
  totalPoints: number;
  tasksCompleted: number;
  projectsCreated: number;
  prototypesShared: number;
  prototypeLikes: number;
  answers: number;
  aiUses: number;
}

export interface AchievementDefinition {
  id: string;
  name: string;
  description: string;
  icon: string;
  points: number;
  category: AchievementCategory;
  measure: keyof ActivityCounts;
  target: number;
}

/** The eight achievements of FACTS.md, each earned from a real count. */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    id: 'first-steps',
    name: 'First Steps',
    description: 'Earn your first points on the platform',
    icon: '👣',
    points: 50,
    category: 'beginner',
    measure: 'totalPoints',
    target: 1,
  },
  {
    id: 'task-master',
    name: 'Task Master',
    description: 'Complete 10 tasks',
    icon: '✅',
    points: 200,
    category: 'tasks',
    measure: 'tasksCompleted',
    target: 10,
  },
  {
    id: 'project-launcher',
    name: 'Project Launcher',
    description: 'Publish a job or share a prototype',
    icon: '🚀',
    points: 100,
    category: 'projects',
    measure: 'projectsCreated',
    target: 1,
  },
  {
    id: 'community-helper',
    name: 'Community Helper',
    description: 'Answer 5 community questions',
    icon: '🤝',
    points: 150,
    category: 'community',
    measure: 'answers',
    target: 5,
  },
  {
    id: 'ai-assistant-expert',
    name: 'AI Assistant Expert',
    description: 'Save a profile or send applications with the AI assistants 5 times',
    icon: '🤖',
    points: 150,
    category: 'ai',
    measure: 'aiUses',
    target: 5,
  },
  {
    id: 'wireframe-master',
    name: 'Wireframe Master',
    description: 'Share 3 prototypes in the gallery',
    icon: '📐',
    points: 200,
    category: 'projects',
    measure: 'prototypesShared',
    target: 3,
  },
  {
    id: 'prototype-pro',
    name: 'Prototype Pro',
    description: 'Collect 10 likes on your prototypes',
    icon: '🏆',
    points: 250,
    category: 'projects',
    measure: 'prototypeLikes',
    target: 10,
  },
  {
    id: 'milestone-achiever',
    name: 'Milestone Achiever',
    description: 'Reach level 5 (2,500 points)',
    icon: '🎯',
    points: 500,
    category: 'beginner',
    measure: 'totalPoints',
    target: 2500,
  },
];

export function achievementsFor(counts: ActivityCounts) {
  return ACHIEVEMENTS.map(({ measure, target, ...achievement }) => ({
    ...achievement,
    isEarned: counts[measure] >= target,
    progress: Math.min(counts[measure], target),
    maxProgress: target,
  }));
}

export const REWARD_CATEGORIES = ['benefits', 'community', 'monetary'] as const;
export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

/** The six rewards of FACTS.md at 500-4000 points. */
export const REWARDS = [
  {
    id: 'priority-support',
    name: 'Priority Support',
    description: 'Your questions jump to the front of the support queue',
    icon: '⚡',
    pointsRequired: 500,
    category: 'benefits',
    rarity: 'common',
  },
  {
    id: 'early-access',
    name: 'Early Access',
    description: 'Try new features before everyone else',
    icon: '🔑',
    pointsRequired: 1000,
    category: 'benefits',
    rarity: 'rare',
  },
  {
    id: 'exclusive-projects',
    name: 'Exclusive Projects',
    description: 'See invitation-only client projects',
    icon: '💼',
    pointsRequired: 1500,
    category: 'community',
    rarity: 'rare',
  },
  {
    id: 'mentorship-program',
    name: 'Mentorship Program',
    description: 'Monthly sessions with a senior developer',
    icon: '🎓',
    pointsRequired: 2000,
    category: 'community',
    rarity: 'epic',
  },
  {
    id: 'revenue-sharing',
    name: 'Revenue Sharing',
    description: 'A share of the fees from projects you bring in',
    icon: '💰',
    pointsRequired: 3000,
    category: 'monetary',
    rarity: 'epic',
  },
  {
    id: 'platform-ambassador',
    name: 'Platform Ambassador',
    description: 'Represent the platform and shape its roadmap',
    icon: '👑',
    pointsRequired: 4000,
    category: 'monetary',
    rarity: 'legendary',
  },
] as const satisfies readonly {
  id: string;
  name: string;
  description: string;
  icon: string;
  pointsRequired: number;
  category: (typeof REWARD_CATEGORIES)[number];
  rarity: Rarity;
}[];
export type RewardId = (typeof REWARDS)[number]['id'];

export const REWARD_MESSAGES = {
  locked: (missing: number) => `You need ${missing} more points to claim this reward.`,
  alreadyClaimed: 'You have already claimed this reward.',
  claimed: (name: string) => `${name} claimed!`,
} as const;

export const LEADERBOARD_PERIODS = ['all', 'month', 'week'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const LEADERBOARD_PERIOD_LABELS: Record<LeaderboardPeriod, string> = {
  all: 'All Time',
  month: 'This Month',
  week: 'This Week',
};
/** Rolling windows, as on the feedback leaderboard. */
export const LEADERBOARD_PERIOD_DAYS: Record<LeaderboardPeriod, number | null> = { all: null, month: 30, week: 7 };
