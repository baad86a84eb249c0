import type { LeaderboardPeriod } from '@app/shared/gamification/gamification.constants';
import { readText, STORAGE_KEYS } from '../../../lib/storage';

/** The visitor token's tail: every gamification read belongs to whoever holds the token. */
function visitorTag(): string | null {
  return readText(STORAGE_KEYS.visitorToken)?.slice(-8) ?? null;
}

/** Query keys of the gamification area, in one place so a claim can refresh them all. */
export const gamificationKeys = {
  all: ['gamification'] as const,
  progress: () => ['gamification', 'progress', visitorTag()] as const,
  achievements: () => ['gamification', 'achievements', visitorTag()] as const,
  rewards: () => ['gamification', 'rewards', visitorTag()] as const,
  leaderboard: (period: LeaderboardPeriod) => ['gamification', 'leaderboard', period, visitorTag()] as const,
};
