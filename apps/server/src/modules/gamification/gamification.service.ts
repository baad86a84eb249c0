import {
  type ActivityCounts,
  achievementsFor,
  LEADERBOARD_PERIOD_DAYS,
  type LeaderboardPeriod,
  levelProgress,
  REWARD_MESSAGES,
  REWARDS,
} from '@app/shared/gamification/gamification.constants';
import type { Progress, Reward } from '@app/shared/gamification/gamification.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import {
  type ActivityRow,
  activityOf,
  claimsOf,
  insertClaim,
  prototypeLikesOf,
  standings,
} from './gamification.repository.ts';

const DAY_MS = 86_400_000;
const LEADERBOARD_SIZE = 10;

function countsFrom(row: ActivityRow | undefined, likes: number): ActivityCounts {
  return {
    totalPoints: row?.totalPoints ?? 0,
    tasksCompleted: row?.tasksCompleted ?? 0,
    projectsCreated: (row?.jobsPublished ?? 0) + (row?.prototypesShared ?? 0),
    prototypesShared: row?.prototypesShared ?? 0,
    prototypeLikes: likes,
    answers: row?.answers ?? 0,
    aiUses: row?.aiUses ?? 0,
  };
}

/** Counts for several users at once (two queries, whatever the number of users). */
async function countsOf(
  db: Database,
  userIds: string[],
): Promise<Map<string, { row?: ActivityRow; counts: ActivityCounts }>> {
  const [rows, likes] = [await activityOf(db, userIds), await prototypeLikesOf(db, userIds)];
  return new Map(
    userIds.map((id) => {
      const row = rows.find((candidate) => candidate.userId === id);
      return [id, { row, counts: countsFrom(row, likes.get(id) ?? 0) }];
    }),
  );
}

export async function getProgress(db: Database, userId: string | null): Promise<Progress> {
  const entry = userId ? (await countsOf(db, [userId])).get(userId) : undefined;
  const counts = entry?.counts ?? countsFrom(undefined, 0);
  const level = levelProgress(counts.totalPoints);
  return {
    totalPoints: counts.totalPoints,
    currentLevel: level.currentLevel,
    pointsToNextLevel: level.pointsToNextLevel,
    badgesEarned: achievementsFor(counts).filter((achievement) => achievement.isEarned).length,
    tasksCompleted: counts.tasksCompleted,
    projectsCreated: counts.projectsCreated,
    communityHelp: counts.answers,
    pointsByCategory: {
      tasks: entry?.row?.tasks ?? 0,
      projects: entry?.row?.projects ?? 0,
      community: entry?.row?.community ?? 0,
      ai: entry?.row?.ai ?? 0,
    },
  };
}

export async function getAchievements(db: Database, userId: string | null) {
  const counts = userId ? (await countsOf(db, [userId])).get(userId)?.counts : undefined;
  return achievementsFor(counts ?? countsFrom(undefined, 0));
}

async function rewardsWithPoints(db: Database, userId: string | null) {
  const points = userId ? ((await activityOf(db, [userId]))[0]?.totalPoints ?? 0) : 0;
  const claims = userId ? await claimsOf(db, userId) : [];
  const rewards: Reward[] = REWARDS.map((reward) => {
    const claim = claims.find((candidate) => candidate.rewardId === reward.id);
    return {
      ...reward,
      isUnlocked: points >= reward.pointsRequired,
      isClaimed: claim !== undefined,
      claimedAt: claim?.claimedAt.toISOString() ?? null,
    };
  });
  return { rewards, totalPoints: points };
}

export async function getRewards(db: Database, userId: string | null) {
  return rewardsWithPoints(db, userId);
}

/** Claims a reward once the points reach its threshold; a second claim is refused. */
export async function claimReward(db: Database, visitor: User, rewardId: string): Promise<Reward> {
  const { rewards, totalPoints } = await rewardsWithPoints(db, visitor.id);
  const reward = rewards.find((candidate) => candidate.id === rewardId);
  if (!reward) throw notFound('No reward with this id.');
  if (reward.isClaimed) throw conflict(REWARD_MESSAGES.alreadyClaimed);
  if (!reward.isUnlocked) throw conflict(REWARD_MESSAGES.locked(reward.pointsRequired - totalPoints));
  // In a transaction that a lost race rolls back: a keyed request's claim is marked committed
  // only with a reward actually claimed (commit-marker.ts).
  await db.transaction(async (tx) => {
    if (!(await insertClaim(tx, visitor.id, rewardId))) throw conflict(REWARD_MESSAGES.alreadyClaimed);
  });
  const claimed = (await rewardsWithPoints(db, visitor.id)).rewards.find((candidate) => candidate.id === rewardId);
  if (!claimed) throw notFound('No reward with this id.');
  return claimed;
}

export async function getLeaderboard(
  db: Database,
  period: LeaderboardPeriod,
  viewerId: string | null,
  now = new Date(),
) {
  const days = LEADERBOARD_PERIOD_DAYS[period];
  const rows = await standings(
    db,
    days === null ? null : new Date(now.getTime() - days * DAY_MS),
    viewerId,
    LEADERBOARD_SIZE,
  );
  const counts = await countsOf(
    db,
    rows.map((row) => row.userId),
  );
  const entries = rows.map((row) => ({
    id: row.userId,
    name: row.name,
    points: row.points,
    level: levelProgress(row.points).currentLevel,
    avatar: row.avatarSeed,
    badges: achievementsFor(counts.get(row.userId)?.counts ?? countsFrom(undefined, 0)).filter((item) => item.isEarned)
      .length,
    rank: row.rank,
    isCurrentUser: row.userId === viewerId,
  }));
  return {
    period,
    leaderboard: entries.filter((entry) => entry.rank <= LEADERBOARD_SIZE),
    me: entries.find((entry) => entry.isCurrentUser && entry.rank > LEADERBOARD_SIZE) ?? null,
  };
}
