import { POINT_RULES } from '@app/shared/gamification/gamification.constants';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobApplications } from '../applications/applications.tables.ts';
import { bountySubmissions } from '../bounties/bounties.tables.ts';
import { answers } from '../community/community.tables.ts';
import { developerProfiles } from '../developers/developers.tables.ts';
import { feedbackPoints } from '../feedback/feedback.tables.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { prototypes } from '../prototypes/prototypes.tables.ts';
import { tasks } from '../tasks/tasks.tables.ts';
import { users } from '../users/users.tables.ts';
import { rewardClaims } from './gamification.tables.ts';

/**
 * The points postings: one row per rewarded activity, derived from the rows the other modules
 * store (a read model; nothing is written twice, so undoing an activity takes its points back).
 * Each branch filters by user and time itself, so every branch can use its table's index.
 */
function pointsPostings(filter: { userIds?: string[]; since?: Date | null }): SQL {
  const byUser = (column: SQL) =>
    filter.userIds
      ? sql` and ${column} in (${sql.join(
          filter.userIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
  const since = (column: SQL) =>
    filter.since ? sql` and ${column} >= ${filter.since.toISOString()}::timestamptz` : sql``;
  const rule = POINT_RULES;
  const branch = (kind: string, category: string, points: SQL | number, user: SQL, at: SQL, from: SQL, where: SQL) =>
    sql`select ${user} as user_id, ${kind}::text as kind, ${category}::text as category, (${points})::int as points, ${at} as created_at from ${from} where ${where}${byUser(user)}${since(at)}`;
  const taskPoints = sql`case ${tasks.priority} when 'high' then ${rule.taskCompleted.byPriority.high} when 'medium' then ${rule.taskCompleted.byPriority.medium} else ${rule.taskCompleted.byPriority.low} end`;
  const branches = [
    branch(
      'task',
      rule.taskCompleted.category,
      taskPoints,
      sql`${tasks.completedBy}`,
      sql`${tasks.completedAt}`,
      sql`${tasks}`,
      sql`${tasks.status} = 'completed' and ${tasks.completedBy} is not null`,
    ),
    branch(
      'job',
      rule.jobPublished.category,
      rule.jobPublished.points,
      sql`${jobs.ownerId}`,
      sql`${jobs.publishedAt}`,
      sql`${jobs}`,
      sql`${jobs.status} = 'published' and ${jobs.removedAt} is null and ${jobs.publishedAt} is not null`,
    ),
    branch(
      'prototype',
      rule.prototypeShared.category,
      rule.prototypeShared.points,
      sql`${prototypes.authorId}`,
      sql`${prototypes.createdAt}`,
      sql`${prototypes}`,
      sql`${prototypes.removedAt} is null`,
    ),
    branch(
      'bounty',
      rule.bountyApproved.category,
      rule.bountyApproved.points,
      sql`${bountySubmissions.developerId}`,
      sql`${bountySubmissions.reviewedAt}`,
      sql`${bountySubmissions}`,
      sql`${bountySubmissions.status} = 'Approved'`,
    ),
    branch(
      'answer',
      rule.questionAnswered.category,
      rule.questionAnswered.points,
      sql`${answers.authorId}`,
      sql`${answers.createdAt}`,
      sql`${answers}`,
      sql`${answers.removedAt} is null`,
    ),
    branch(
      'accepted',
      rule.answerAccepted.category,
      rule.answerAccepted.points,
      sql`${answers.authorId}`,
      sql`${answers.updatedAt}`,
      sql`${answers}`,
      sql`${answers.removedAt} is null and ${answers.isAccepted}`,
    ),
    branch(
      'feedback',
      'community',
      sql`${feedbackPoints.points}`,
      sql`${feedbackPoints.userId}`,
      sql`${feedbackPoints.createdAt}`,
      sql`${feedbackPoints}`,
      sql`true`,
    ),
    branch(
      'profile',
      rule.profileSaved.category,
      rule.profileSaved.points,
      sql`${developerProfiles.userId}`,
      sql`${developerProfiles.createdAt}`,
      sql`${developerProfiles}`,
      sql`${developerProfiles.userId} is not null`,
    ),
    branch(
      'application',
      rule.applicationSent.category,
      rule.applicationSent.points,
      sql`${jobApplications.userId}`,
      sql`${jobApplications.createdAt}`,
      sql`${jobApplications}`,
      sql`true`,
    ),
  ];
  return sql`(${sql.join(branches, sql` union all `)})`;
}

/** Raw SQL rows; both drivers answer `{ rows }`. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface ActivityRow {
  userId: string;
  totalPoints: number;
  tasks: number;
  projects: number;
  community: number;
  ai: number;
  tasksCompleted: number;
  jobsPublished: number;
  prototypesShared: number;
  answers: number;
  aiUses: number;
}

/** Points and activity counts per user, for the given users (all time). */
export async function activityOf(db: Database, userIds: string[]): Promise<ActivityRow[]> {
  if (userIds.length === 0) return [];
  return rowsOf<ActivityRow>(
    db,
    sql`
    select p.user_id as "userId",
      sum(p.points)::int as "totalPoints",
      coalesce(sum(p.points) filter (where p.category = 'tasks'), 0)::int as "tasks",
      coalesce(sum(p.points) filter (where p.category = 'projects'), 0)::int as "projects",
      coalesce(sum(p.points) filter (where p.category = 'community'), 0)::int as "community",
      coalesce(sum(p.points) filter (where p.category = 'ai'), 0)::int as "ai",
      count(*) filter (where p.kind = 'task')::int as "tasksCompleted",
      count(*) filter (where p.kind = 'job')::int as "jobsPublished",
      count(*) filter (where p.kind = 'prototype')::int as "prototypesShared",
      count(*) filter (where p.kind = 'answer')::int as "answers",
      count(*) filter (where p.kind in ('profile', 'application'))::int as "aiUses"
    from ${pointsPostings({ userIds })} p
    group by p.user_id`,
  );
}

/** Likes on each user's prototypes (for Prototype Pro). */
export async function prototypeLikesOf(db: Database, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: prototypes.authorId, likes: sql<number>`coalesce(sum(${prototypes.likes}), 0)::int` })
    .from(prototypes)
    .where(and(inArray(prototypes.authorId, userIds), sql`${prototypes.removedAt} is null`))
    .groupBy(prototypes.authorId);
  return new Map(rows.map((row) => [row.userId, row.likes]));
}

export interface StandingRow {
  userId: string;
  name: string;
  avatarSeed: string;
  points: number;
  rank: number;
}

/** The top `limit` people by points since a moment (AI members excluded), plus the viewer's row. */
export async function standings(db: Database, since: Date | null, viewerId: string | null, limit: number) {
  return rowsOf<StandingRow>(
    db,
    sql`
    with totals as (
      select p.user_id, sum(p.points)::int as points from ${pointsPostings({ since })} p group by p.user_id
    ), ranked as (
      select t.user_id, t.points, ${users.name} as name, ${users.avatarSeed} as avatar_seed,
        row_number() over (order by t.points desc, ${users.createdAt}, ${users.id})::int as rank
      from totals t join ${users} on ${users.id} = t.user_id
      where not ${users.isAi} and t.points > 0
    )
    select user_id as "userId", name, avatar_seed as "avatarSeed", points, rank
    from ranked where rank <= ${limit} or user_id = ${viewerId}::uuid order by rank`,
  );
}

export async function claimsOf(db: Database, userId: string) {
  return db.select().from(rewardClaims).where(eq(rewardClaims.userId, userId));
}

/** Records a claim once; false when it already existed. */
export async function insertClaim(db: Database, userId: string, rewardId: string): Promise<boolean> {
  const rows = await db
    .insert(rewardClaims)
    .values({ userId, rewardId })
    .onConflictDoNothing()
    .returning({ rewardId: rewardClaims.rewardId });
  return rows.length > 0;
}
