import type { DeveloperSort } from '@app/shared/developers/developers.constants';
import { and, arrayContains, desc, eq, getTableColumns, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { developerFactsOf, profileMatchColumns } from '../matching/facts/match-facts.ts';
import { departedDeveloperProfiles, developerProfiles } from './developers.tables.ts';

export type DeveloperRow = typeof developerProfiles.$inferSelect;
type ProfileFields = Omit<
  typeof developerProfiles.$inferInsert,
  'skillsLower' | 'languagesLower' | 'search' | 'matchFacts' | 'matchSkills' | 'skillBits'
>;

const {
  search: _search,
  skillsLower: _skills,
  languagesLower: _languages,
  matchFacts: _matchFacts,
  matchSkills: _matchSkills,
  skillBits: _skillBits,
  ...profileColumns
} = getTableColumns(developerProfiles);

/** The derived search and matching columns, kept in step with every write. */
function searchColumns(fields: ProfileFields) {
  const skills = fields.skills ?? [];
  const text = [fields.name, fields.title, fields.bio, ...skills].filter(Boolean).join(' ');
  return {
    ...profileMatchColumns(developerFactsOf(profileFactsInput(fields))),
    skillsLower: skills.map((skill) => skill.toLowerCase()),
    languagesLower: (fields.languages ?? []).map((language) => language.toLowerCase()),
    search: sql`to_tsvector('english', ${text})`,
  };
}

/** What matching reads of a profile; also the facts refresh's input for rows written before. */
export function profileFactsInput(fields: ProfileFields) {
  return {
    title: fields.title ?? '',
    skills: fields.skills ?? [],
    hourlyRate: fields.hourlyRate ?? '',
    hourlyRateMin: fields.hourlyRateMin ?? null,
    hourlyRateMax: fields.hourlyRateMax ?? null,
    experience: fields.experience ?? '',
    bio: fields.bio ?? '',
    languages: fields.languages ?? [],
    timezone: fields.timezone ?? '',
  };
}

export async function insertProfile(db: Database, fields: ProfileFields): Promise<DeveloperRow> {
  const [row] = await db
    .insert(developerProfiles)
    .values({ ...fields, ...searchColumns(fields) })
    .returning(profileColumns);
  if (!row) throw new Error('Inserting a profile returned no row');
  return row as DeveloperRow;
}

/** Creates or replaces the visitor's one profile (unique on user_id). */
export async function upsertProfileForUser(db: Database, fields: ProfileFields & { userId: string }) {
  const { userId: _userId, avatarSeed: _avatarSeed, ...changes } = fields;
  const [row] = await db
    .insert(developerProfiles)
    .values({ ...fields, ...searchColumns(fields) })
    .onConflictDoUpdate({
      target: developerProfiles.userId,
      set: { ...changes, ...searchColumns(fields), updatedAt: new Date() },
    })
    .returning(profileColumns);
  if (!row) throw new Error('Saving a profile returned no row');
  return row as DeveloperRow;
}

export async function findProfile(db: Database, id: string) {
  const [row] = await db.select(profileColumns).from(developerProfiles).where(eq(developerProfiles.id, id));
  return (row as DeveloperRow | undefined) ?? null;
}

export async function findProfileOfUser(db: Database, userId: string) {
  const [row] = await db.select(profileColumns).from(developerProfiles).where(eq(developerProfiles.userId, userId));
  return (row as DeveloperRow | undefined) ?? null;
}

/** Remembers that a deleted account's profile was this id (see departedDeveloperProfiles). */
export async function recordDepartedProfile(db: Database, profileId: string): Promise<void> {
  await db.insert(departedDeveloperProfiles).values({ profileId }).onConflictDoNothing();
}

/** Whether `id` was the profile of a member who deleted their account. */
export async function isDepartedProfile(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: departedDeveloperProfiles.profileId })
    .from(departedDeveloperProfiles)
    .where(eq(departedDeveloperProfiles.profileId, id))
    .limit(1);
  return rows.length > 0;
}

export async function deleteProfileOfUser(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .delete(developerProfiles)
    .where(eq(developerProfiles.userId, userId))
    .returning({ id: developerProfiles.id });
  return rows.length > 0;
}

/**
 * Locks the profile's row until the transaction ends. Whoever recomputes the cached rating or
 * project count takes it first, so two recomputations of one profile run one after the other and
 * the second counts the first's rows (READ COMMITTED reads each statement's committed state).
 */
export async function lockProfile(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: developerProfiles.id })
    .from(developerProfiles)
    .where(eq(developerProfiles.id, id))
    .for('update');
  return rows.length > 0;
}

/** Writes the cached numbers the directory sorts by; `updated_at` stays: the profile's text did not change. */
export async function updateStanding(
  db: Database,
  id: string,
  standing: Pick<
    Partial<DeveloperRow>,
    | 'ratingTenths'
    | 'ratingCount'
    | 'ratingRank'
    | 'ratingClients'
    | 'clientRatingMilli'
    | 'completedProjects'
    | 'completedCategories'
  >,
): Promise<void> {
  const changes = Object.fromEntries(
    Object.entries(standing).filter(([, value]) => value !== undefined),
  ) as Partial<DeveloperRow>;
  if (Object.keys(changes).length === 0) return;
  await db.update(developerProfiles).set(changes).where(eq(developerProfiles.id, id));
}

/** The profiles no visitor owns (the demo developers), by name. */
export async function findOwnerlessProfilesByName(db: Database, names: string[]) {
  if (names.length === 0) return [];
  return db
    .select({ id: developerProfiles.id, name: developerProfiles.name })
    .from(developerProfiles)
    .where(and(isNull(developerProfiles.userId), inArray(developerProfiles.name, names)));
}

export interface DeveloperListFilter {
  skills: string[];
  availability?: DeveloperRow['availability'];
  language?: string;
  minRate?: number;
  maxRate?: number;
  timezone?: string;
  search?: string;
  sort: DeveloperSort;
  cursor: Cursor | null;
  limit: number;
}

/** Sort key: a single integer expression, ordered so that bigger comes first. */
function sortKey(sort: DeveloperSort) {
  // The Bayesian rating (decision 017): one 5.0 review does not outrank 52 at 4.9.
  if (sort === 'rating') return sql`${developerProfiles.ratingRank}`;
  if (sort === 'completedProjects') return sql`${developerProfiles.completedProjects}`;
  // Lowest rate first: order by the negated minimum; profiles without a rate last.
  if (sort === 'rate') return sql`coalesce(-${developerProfiles.hourlyRateMin}, -1000000)`;
  return null;
}

export async function listProfiles(db: Database, filter: DeveloperListFilter) {
  const key = sortKey(filter.sort);
  const conditions: SQL[] = [];
  if (filter.skills.length > 0) {
    conditions.push(
      arrayContains(
        developerProfiles.skillsLower,
        filter.skills.map((skill) => skill.toLowerCase()),
      ),
    );
  }
  if (filter.language)
    conditions.push(arrayContains(developerProfiles.languagesLower, [filter.language.toLowerCase()]));
  if (filter.availability) conditions.push(eq(developerProfiles.availability, filter.availability));
  if (filter.timezone) conditions.push(sql`lower(${developerProfiles.timezone}) = lower(${filter.timezone})`);
  // Rate ranges overlap the wanted range.
  if (filter.minRate !== undefined) conditions.push(gte(developerProfiles.hourlyRateMax, filter.minRate));
  if (filter.maxRate !== undefined) conditions.push(lte(developerProfiles.hourlyRateMin, filter.maxRate));
  if (filter.search) {
    conditions.push(
      sql`(${developerProfiles.search} @@ websearch_to_tsquery('english', ${filter.search}) or ${developerProfiles.name} ilike ${`%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`,
    );
  }
  if (filter.cursor) {
    const anchor = sql`(select created_at, id from developer_profiles where id = ${filter.cursor.id})`;
    conditions.push(
      key
        ? sql`(${key}, ${developerProfiles.createdAt}, ${developerProfiles.id}) < (select ${filter.cursor.value ?? 0}::int, a.created_at, a.id from ${anchor} a)`
        : sql`(${developerProfiles.createdAt}, ${developerProfiles.id}) < (select a.created_at, a.id from ${anchor} a)`,
    );
  }
  const order = key
    ? [desc(key), desc(developerProfiles.createdAt), desc(developerProfiles.id)]
    : [desc(developerProfiles.createdAt), desc(developerProfiles.id)];
  const rows = await db
    .select({ ...profileColumns, sortValue: key ?? sql<null>`null` })
    .from(developerProfiles)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(filter.limit + 1);
  return rows as Array<DeveloperRow & { sortValue: number | null }>;
}
