import { parseHourlyRate } from '@app/shared/developers/developers.constants';
import type {
  DeveloperProfile,
  ListDevelopersFilters,
  UpsertDeveloperProfileBody,
} from '@app/shared/developers/developers.schemas';
import { MEMBER_LEFT_MESSAGE } from '@app/shared/users/users.constants';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import {
  type DeveloperRow,
  deleteProfileOfUser,
  findOwnerlessProfilesByName,
  findProfile,
  findProfileOfUser,
  isDepartedProfile,
  listProfiles,
  lockProfile,
  recordDepartedProfile,
  updateStanding,
  upsertProfileForUser,
} from './developers.repository.ts';

const DEVELOPER_NOT_FOUND = 'No developer with this id.';

export function toDeveloper(row: DeveloperRow): DeveloperProfile {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    title: row.title,
    avatar: row.avatarSeed,
    location: row.location,
    hourlyRate: row.hourlyRate,
    hourlyRateMin: row.hourlyRateMin,
    hourlyRateMax: row.hourlyRateMax,
    skills: row.skills,
    experience: row.experience,
    bio: row.bio,
    portfolio: row.portfolio,
    github: row.github,
    linkedin: row.linkedin,
    rating: row.ratingTenths === null ? null : row.ratingTenths / 10,
    ratingCount: row.ratingCount,
    completedProjects: row.completedProjects,
    availability: row.availability,
    languages: row.languages,
    timezone: row.timezone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listDevelopers(db: Database, query: ListDevelopersFilters) {
  const rows = await listProfiles(db, {
    skills: query.skill,
    availability: query.availability,
    language: query.language,
    minRate: query.minRate,
    maxRate: query.maxRate,
    timezone: query.timezone,
    search: query.q || undefined,
    sort: query.sort,
    cursor: decodeCursor(query.cursor),
    limit: query.limit,
  });
  const page = toPage(rows, query.limit, (row) => ({ value: row.sortValue, id: row.id }));
  return {
    developers: page.items.map(toDeveloper),
    nextCursor: page.nextCursor,
  };
}

export async function getDeveloper(db: Database, id: string): Promise<DeveloperProfile> {
  const row = await findProfile(db, id);
  if (!row) throw notFound(DEVELOPER_NOT_FOUND);
  return toDeveloper(row);
}

/** The visitor's own profile; blanks get sensible defaults (the wizard has no required fields). */
export async function saveMyProfile(db: Database, visitor: User, body: UpsertDeveloperProfileBody) {
  const rate = parseHourlyRate(body.hourlyRate);
  const row = await upsertProfileForUser(db, {
    ...body,
    userId: visitor.id,
    name: body.name || visitor.name,
    title: body.title || 'Developer',
    avatarSeed: visitor.avatar,
    hourlyRateMin: rate.min,
    hourlyRateMax: rate.max,
  });
  return toDeveloper(row);
}

export async function getMyProfile(db: Database, visitor: User): Promise<DeveloperProfile> {
  const row = await findProfileOfUser(db, visitor.id);
  if (!row) throw notFound('You have no developer profile yet.');
  return toDeveloper(row);
}

/** A user's developer profile, if they made one (what a job owner sees of an applicant). */
export async function findDeveloperOfUser(db: Database, userId: string): Promise<DeveloperProfile | null> {
  const row = await findProfileOfUser(db, userId);
  return row ? toDeveloper(row) : null;
}

export async function deleteMyProfile(db: Database, visitor: User): Promise<void> {
  if (!(await deleteProfileOfUser(db, visitor.id))) throw notFound('You have no developer profile.');
}

/**
 * A deleted account's profile goes with it (issue 35); its id is remembered, so what is aimed at
 * it later can say the member left (see departedDeveloperProfiles).
 */
export async function removeProfileOfDepartingMember(db: Database, userId: string): Promise<void> {
  const profile = await findProfileOfUser(db, userId);
  if (!profile) return;
  await recordDepartedProfile(db, profile.id);
  await deleteProfileOfUser(db, userId);
}

/**
 * Like getDeveloper, but an id that was the profile of a member who has since deleted their
 * account answers 409 MEMBER_LEFT_MESSAGE instead of 404 (asked only when the profile is missing).
 */
export async function getDeveloperOrLeft(db: Database, id: string): Promise<DeveloperProfile> {
  const row = await findProfile(db, id);
  if (row) return toDeveloper(row);
  if (await isDepartedProfile(db, id)) throw conflict(MEMBER_LEFT_MESSAGE);
  throw notFound(DEVELOPER_NOT_FOUND);
}

/** The numbers a profile earns from contracts and reviews (issue 32 §4), cached for the directory's sorts. */
export interface DeveloperStanding {
  /** The mean client rating times ten, rounded; null with no visible review. */
  ratingTenths?: number | null;
  /** How many visible client reviews the rating is the mean of. */
  ratingCount?: number;
  /** The Bayesian rating in thousandths, what the directory's "Top rated" sorts by (decision 017). */
  ratingRank?: number;
  /** How many different clients those reviews come from, and the mean of their means in thousandths. */
  ratingClients?: number;
  clientRatingMilli?: number | null;
  completedProjects?: number;
  /** Completed contracts by their job's category (what matching says: "2 completed projects in Healthcare"). */
  completedCategories?: Record<string, number>;
}

/**
 * Locks the profile until the transaction ends. Call it before counting the rows a standing is
 * computed from: two recomputations of one profile then run one after the other, and the later
 * one counts the earlier one's rows. False when there is no such profile.
 */
export async function lockDeveloperStanding(tx: Database, profileId: string): Promise<boolean> {
  return lockProfile(tx, profileId);
}

/**
 * Writes the cached `rating` and/or `completedProjects` of a profile. They are caches of rows
 * (reviews, completed contracts), so the caller recomputes them in the transaction that changed
 * those rows, after lockDeveloperStanding.
 */
export async function setDeveloperStanding(tx: Database, profileId: string, standing: DeveloperStanding) {
  await updateStanding(tx, profileId, standing);
}

/** The demo developers' profile ids by name (profiles no visitor owns); the seed gives them their history. */
export async function findDemoDeveloperIds(db: Database, names: string[]): Promise<Map<string, string>> {
  const rows = await findOwnerlessProfilesByName(db, names);
  return new Map(rows.map((row) => [row.name, row.id]));
}
