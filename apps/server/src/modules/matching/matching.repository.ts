import { and, asc, desc, eq, getTableColumns, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { developerProfiles } from '../developers/developers.tables.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { MATCH_FACTS_VERSION } from './facts/match-facts.types.ts';
import { SKILL_BITS, skillBits } from './facts/skill-bits.ts';

const ZERO_BITS = '0'.repeat(SKILL_BITS);

import { jobMatchDismissals } from './matching.tables.ts';

const {
  search: _search,
  skillsLower: _skills,
  languagesLower: _languages,
  ...developerColumns
} = getTableColumns(developerProfiles);
const { search: _jobSearch, ...jobColumns } = getTableColumns(jobs);

export type DeveloperCardRow = typeof developerProfiles.$inferSelect & { invited: boolean };

/** What the terms read of a candidate: its facts and its record, nothing else. */
const candidateColumns = {
  id: developerProfiles.id,
  matchFacts: developerProfiles.matchFacts,
  availability: developerProfiles.availability,
  ratingTenths: developerProfiles.ratingTenths,
  ratingCount: developerProfiles.ratingCount,
  ratingClients: developerProfiles.ratingClients,
  clientRatingMilli: developerProfiles.clientRatingMilli,
  completedProjects: developerProfiles.completedProjects,
  completedCategories: developerProfiles.completedCategories,
};
export type CandidateDeveloperRow = {
  [K in keyof typeof candidateColumns]: (typeof developerProfiles.$inferSelect)[K];
};
export type CandidateJobRow = typeof jobs.$inferSelect;

/** `text[]` parameters, written out so PGlite and PostgreSQL read them the same way. */
const textArray = (values: readonly string[]) =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;

/** How many of a row's stored skill keys are in a list: counted in the row, no join. */
const countIn = (column: SQL, keys: readonly string[]) =>
  keys.length === 0
    ? sql`0`
    : sql`(select count(*) from unnest(${column}) skill where skill = any(${textArray(keys)}))`;

export interface DeveloperPoolQuery {
  jobId: string;
  ownerId: string;
  exact: readonly string[];
  related: readonly string[];
  /** The most the budget pays per hour over the timeline, when both are known: ranks the pool. */
  affordableRate: number | null;
  size: number;
}

/**
 * The developers worth scoring for a job: those with one of its skills or a related one, who have
 * not applied, were not dismissed for it and are not its owner, the best `size` of them by skills
 * (counted in the profiles' bit signatures: two bit_count()s a row, no subquery), availability,
 * rate and rating; with no skill to go on, the best by availability and record. The ids are chosen
 * on narrow rows, then the chosen rows read whole (docs/architecture.md, Matching).
 */
export async function findDeveloperPool(db: Database, query: DeveloperPoolQuery): Promise<CandidateDeveloperRow[]> {
  const wanted = [...query.exact, ...query.related];
  const conditions: SQL[] = [
    sql`(developer_profiles.user_id is null or developer_profiles.user_id <> ${query.ownerId})`,
    sql`not exists (select 1 from job_applications applied where applied.job_id = ${query.jobId} and applied.user_id = developer_profiles.user_id)`,
    sql`not exists (select 1 from job_match_dismissals dismissed where dismissed.job_id = ${query.jobId} and dismissed.developer_profile_id = developer_profiles.id)`,
  ];
  if (wanted.length > 0) conditions.push(sql`developer_profiles.match_skills && ${textArray(wanted)}`);
  const bitsIn = (keys: readonly string[]) =>
    keys.length === 0
      ? sql`(0 + 0)`
      : sql`bit_count(coalesce(developer_profiles.skill_bits, ${ZERO_BITS}::bit(${sql.raw(String(SKILL_BITS))})) & ${skillBits(keys)}::bit(${sql.raw(String(SKILL_BITS))}))`;
  const hourly = sql`(developer_profiles.hourly_rate_min + coalesce(developer_profiles.hourly_rate_max, developer_profiles.hourly_rate_min)) / 2.0`;
  // (A bare constant is not allowed in ORDER BY: it would mean a column's position.)
  const rateFit =
    query.affordableRate === null
      ? sql`(0 + 0)`
      : sql`case when developer_profiles.hourly_rate_min is null then 1 when ${hourly} <= ${query.affordableRate}::numeric then 2 when ${hourly} * 0.6 <= ${query.affordableRate}::numeric then 1 else 0 end`;
  // The order is worked out on narrow rows; only the chosen ones are read, and only what the terms need.
  const chosen = db
    .select({ id: developerProfiles.id })
    .from(developerProfiles)
    .where(and(...conditions))
    .orderBy(
      desc(sql`${bitsIn(query.exact)} * 2 + ${bitsIn(query.related)}`),
      desc(sql`(developer_profiles.availability = 'Available')`),
      asc(sql`(developer_profiles.availability = 'Unavailable')`),
      desc(rateFit),
      desc(sql`developer_profiles.rating_rank`),
      asc(developerProfiles.id),
    )
    .limit(query.size);
  return db.select(candidateColumns).from(developerProfiles).where(inArray(developerProfiles.id, chosen));
}

/** The suggested developers' whole profiles, and whether the job's owner has invited each. */
export async function findDeveloperCards(
  db: Database,
  jobId: string,
  ids: readonly string[],
): Promise<DeveloperCardRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...developerColumns,
      invited: sql<boolean>`exists (select 1 from job_invitations invited where invited.job_id = ${jobId} and invited.developer_id = developer_profiles.id)`,
    })
    .from(developerProfiles)
    .where(inArray(developerProfiles.id, [...ids]));
  return rows as DeveloperCardRow[];
}

export interface JobPoolQuery {
  userId: string;
  exact: readonly string[];
  related: readonly string[];
  size: number;
}

/**
 * The open jobs worth scoring for a developer: published, not theirs, not applied to, naming one of
 * their skills or a related one (the partial GIN index on open jobs' `match_skills`), the best `size`
 * by the share of the job's skills they know. With no skill to go on, the newest.
 */
export async function findJobPool(db: Database, query: JobPoolQuery): Promise<CandidateJobRow[]> {
  const wanted = [...query.exact, ...query.related];
  const conditions: SQL[] = [
    eq(jobs.status, 'published'),
    isNull(jobs.removedAt),
    ne(jobs.ownerId, query.userId),
    sql`not exists (select 1 from job_applications applied where applied.job_id = jobs.id and applied.user_id = ${query.userId})`,
  ];
  if (wanted.length > 0) conditions.push(sql`jobs.match_skills && ${textArray(wanted)}`);
  const share = sql`(${countIn(sql`jobs.match_skills`, query.exact)} * 2 + ${countIn(sql`jobs.match_skills`, query.related)})::float / greatest(cardinality(jobs.match_skills), 1)`;
  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .where(and(...conditions))
    .orderBy(desc(share), desc(jobs.publishedAt), asc(jobs.id))
    .limit(query.size);
  return rows as CandidateJobRow[];
}

/** A job as matching reads it, removed or not (the caller decides what a removed one means). */
export async function findJobForMatching(db: Database, id: string): Promise<CandidateJobRow | null> {
  const [row] = await db.select(jobColumns).from(jobs).where(eq(jobs.id, id));
  return (row as CandidateJobRow | undefined) ?? null;
}

export async function findProfileForMatching(db: Database, userId: string) {
  const [row] = await db.select(developerColumns).from(developerProfiles).where(eq(developerProfiles.userId, userId));
  return row ?? null;
}

export async function profileExists(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: developerProfiles.id })
    .from(developerProfiles)
    .where(eq(developerProfiles.id, id));
  return rows.length > 0;
}

export async function insertDismissal(db: Database, jobId: string, developerProfileId: string, userId: string | null) {
  await db.insert(jobMatchDismissals).values({ jobId, developerProfileId, dismissedBy: userId }).onConflictDoNothing();
}

const stale = (column: SQL) => sql`(${column} is null or (${column}->>'v')::int <> ${MATCH_FACTS_VERSION})`;

/** Rows written before their facts existed, or with facts of an older version: a batch at a time. */
export async function findStaleProfiles(db: Database, limit: number) {
  return db
    .select(developerColumns)
    .from(developerProfiles)
    .where(sql`(${stale(sql`developer_profiles.match_facts`)} or developer_profiles.skill_bits is null)`)
    .limit(limit);
}

export async function findStaleJobs(db: Database, limit: number) {
  return db.select(jobColumns).from(jobs).where(stale(sql`jobs.match_facts`)).limit(limit);
}

/**
 * Writes a batch's facts in one statement; the skills' keys are read from the facts, and a
 * profile's bit signature is written beside them.
 */
export async function writeFacts(
  db: Database,
  table: 'jobs' | 'developer_profiles',
  rows: readonly { id: string; facts: { skills: string[] } }[],
): Promise<void> {
  if (rows.length === 0) return;
  const ids = sql.join(
    rows.map((row) => sql`${row.id}::uuid`),
    sql`, `,
  );
  const facts = sql.join(
    rows.map((row) => sql`${JSON.stringify(row.facts)}::jsonb`),
    sql`, `,
  );
  const bits = sql.join(
    rows.map((row) => sql`${skillBits(row.facts.skills)}`),
    sql`, `,
  );
  const signature =
    table === 'developer_profiles' ? sql`, skill_bits = written.bits::bit(${sql.raw(String(SKILL_BITS))})` : sql``;
  await db.execute(sql`
    update ${sql.identifier(table)} target
    set match_facts = written.facts,
        match_skills = array(select lower(skill) from jsonb_array_elements_text(written.facts->'skills') skill)${signature}
    from (select unnest(array[${ids}]) as id, unnest(array[${facts}]) as facts, unnest(array[${bits}]::text[]) as bits) written
    where target.id = written.id`);
}
