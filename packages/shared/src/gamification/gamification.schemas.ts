import { z } from 'zod';
import { ACHIEVEMENT_CATEGORIES, LEADERBOARD_PERIODS, RARITIES, REWARD_CATEGORIES } from './gamification.constants.ts';

export const ProgressSchema = z.object({
  totalPoints: z.number().int(),
  currentLevel: z.number().int(),
  pointsToNextLevel: z.number().int(),
  badgesEarned: z.number().int(),
  tasksCompleted: z.number().int(),
  projectsCreated: z.number().int(),
  communityHelp: z.number().int(),
  /** Points per category, for the breakdown. */
  pointsByCategory: z.object({ tasks: z.number(), projects: z.number(), community: z.number(), ai: z.number() }),
});
export type Progress = z.infer<typeof ProgressSchema>;
export const ProgressResponseSchema = z.object({ success: z.literal(true), progress: ProgressSchema });

export const AchievementSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  points: z.number().int(),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  isEarned: z.boolean(),
  progress: z.number().int(),
  maxProgress: z.number().int(),
});
export type Achievement = z.infer<typeof AchievementSchema>;
export const AchievementsResponseSchema = z.object({
  success: z.literal(true),
  achievements: z.array(AchievementSchema),
});

export const RewardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  pointsRequired: z.number().int(),
  category: z.enum(REWARD_CATEGORIES),
  isUnlocked: z.boolean(),
  isClaimed: z.boolean(),
  claimedAt: z.iso.datetime().nullable(),
  rarity: z.enum(RARITIES),
});
export type Reward = z.infer<typeof RewardSchema>;
export const RewardsResponseSchema = z.object({
  success: z.literal(true),
  rewards: z.array(RewardSchema),
  totalPoints: z.number().int(),
});
export const RewardResponseSchema = z.object({ success: z.literal(true), reward: RewardSchema });

export const GamificationLeaderboardQuerySchema = z.object({ period: z.enum(LEADERBOARD_PERIODS).default('all') });
export const GamificationLeaderboardEntrySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  points: z.number().int(),
  level: z.number().int(),
  avatar: z.string(),
  badges: z.number().int(),
  rank: z.number().int(),
  isCurrentUser: z.boolean(),
});
export type GamificationLeaderboardEntry = z.infer<typeof GamificationLeaderboardEntrySchema>;
export const GamificationLeaderboardResponseSchema = z.object({
  success: z.literal(true),
  period: z.enum(LEADERBOARD_PERIODS),
  leaderboard: z.array(GamificationLeaderboardEntrySchema),
  /** The caller's own entry when outside the top 10 (or null when they have no points). */
  me: GamificationLeaderboardEntrySchema.nullable(),
});
