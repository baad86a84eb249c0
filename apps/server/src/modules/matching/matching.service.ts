import { MATCH_MESSAGES, MATCH_MIN_SCORE } from '@app/shared/matching/matching.constants';
import type { DeveloperMatch, JobMatch } from '@app/shared/matching/matching.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { LlmOptions } from '../../lib/llm-client.ts';
import { profileFactsInput } from '../developers/developers.repository.ts';
import { toDeveloper } from '../developers/developers.service.ts';
import { toJob } from '../jobs/jobs.service.ts';
import { developerFactsOf, jobFactsOf } from './facts/match-facts.ts';
import type { DeveloperFacts, JobFacts } from './facts/match-facts.types.ts';
import { relatedSkillsOf, skillKey } from './facts/skills.ts';
import { rerankWithModel } from './llm-rerank.ts';
import {
  type CandidateDeveloperRow,
  type CandidateJobRow,
  findDeveloperCards,
  findDeveloperPool,
  findJobForMatching,
  findJobPool,
  findProfileForMatching,
  insertDismissal,
  profileExists,
} from './matching.repository.ts';
import { byScore, missingFor, type ScoredMatch, scoreMatch } from './scoring/score-match.ts';
import { DEFAULT_WEEKS, type DeveloperRecord, HOURS_PER_WEEK } from './scoring/terms.ts';

/** How many candidates the index query hands to the scorer (docs/architecture.md, Matching). */
export const POOL_SIZE = 200;

export interface MatchingOptions {
  llm: LlmOptions | null;
  onFallback: (reason: string) => void;
}

const NO_JOB = 'No job with this id.';

/** The stored facts; a row written before they existed is read on the spot (the refresh stores them). */
const jobFacts = (row: CandidateJobRow): JobFacts =>
  row.matchFacts ?? jobFactsOf(row, row.publishedAt ?? row.createdAt);
const developerFacts = (row: Parameters<typeof profileFactsInput>[0] & { matchFacts: DeveloperFacts | null }) =>
  row.matchFacts ?? developerFactsOf(profileFactsInput(row));
/** Every write stores a profile's facts and the start refreshes older rows: none is missing in the pool. */
const NO_FACTS: DeveloperFacts = developerFactsOf({
  title: '',
  skills: [],
  hourlyRate: '',
  hourlyRateMin: null,
  hourlyRateMax: null,
  experience: '',
  bio: '',
  languages: [],
  timezone: '',
});

function recordOf(
  row: CandidateDeveloperRow | NonNullable<Awaited<ReturnType<typeof findProfileForMatching>>>,
): DeveloperRecord {
  return {
    availability: row.availability,
    rating: row.ratingTenths === null ? null : row.ratingTenths / 10,
    ratingCount: row.ratingCount,
    ratingClients: row.ratingClients,
    clientRating: row.clientRatingMilli === null ? null : row.clientRatingMilli / 1000,
    completedProjects: row.completedProjects,
    completedCategories: row.completedCategories,
  };
}

/** The skills' keys a side looks for: its own, and (apart) those related to them. */
function searchKeys(skills: readonly string[]) {
  const exact = skills.map(skillKey);
  const own = new Set(exact);
  const related = [...new Set(skills.flatMap(relatedSkillsOf).map(skillKey))].filter((key) => !own.has(key));
  return { exact, related };
}

const NO_MATCH: ScoredMatch = { score: 0, raw: 0, reasons: [] };

/**
 * The ranked candidates in the configured model's order, or as they are without one: the
 * summaries the model reads are written only when there is a model to read them.
 */
async function inModelOrder<T>(
  ranked: T[],
  describe: (candidate: T) => string,
  subject: () => string,
  options: MatchingOptions,
): Promise<T[]> {
  if (!options.llm) return ranked;
  const described = ranked.map((candidate) => ({ candidate, summary: describe(candidate) }));
  const ordered = await rerankWithModel(described, subject(), options.llm, options.onFallback);
  return ordered.map((entry) => entry.candidate);
}

const summaryOf = (facts: JobFacts | DeveloperFacts, match: ScoredMatch) =>
  `skills: ${facts.skills.join(', ') || 'none listed'}; reasons: ${match.reasons.map((reason) => reason.text).join('; ')}`;

/**
 * The developers best suited to a job who have not applied and were not dismissed (issue 33 §1):
 * for its owner or the admin; a job that no longer takes applications has none.
 */
export async function suggestDevelopers(
  db: Database,
  actor: Actor,
  jobId: string,
  limit: number,
  options: MatchingOptions,
): Promise<DeveloperMatch[]> {
  const job = await findJobForMatching(db, jobId);
  if (!job || job.removedAt) throw notFound(NO_JOB);
  if (!actor.isAdmin && job.ownerId !== actor.visitor?.id) {
    throw forbidden("Only the job's owner sees the developers suggested for it.");
  }
  if (job.status !== 'published') return [];
  const facts = jobFacts(job);
  const weeks = facts.timelineWeeks ?? DEFAULT_WEEKS;
  const pool = await findDeveloperPool(db, {
    jobId,
    ownerId: job.ownerId,
    ...searchKeys(facts.skills),
    affordableRate: facts.budgetMax === null ? null : facts.budgetMax / (weeks * HOURS_PER_WEEK),
    size: POOL_SIZE,
  });
  const ranked = pool
    .map((row) => {
      const developer = row.matchFacts ?? NO_FACTS;
      return {
        id: row.id,
        developer,
        match: scoreMatch({ job: facts, developer, record: recordOf(row) }, 'client'),
      };
    })
    .filter((candidate) => candidate.match.score >= MATCH_MIN_SCORE)
    .sort(byScore);
  const ordered = await inModelOrder(
    ranked,
    (candidate) => summaryOf(candidate.developer, candidate.match),
    () => `The job: ${job.title}. ${summaryOf(facts, NO_MATCH)}`,
    options,
  );
  const best = ordered.slice(0, limit);
  const cards = new Map(
    (
      await findDeveloperCards(
        db,
        jobId,
        best.map((candidate) => candidate.id),
      )
    ).map((row) => [row.id, row]),
  );
  return best.flatMap(({ id, match }) => {
    const card = cards.get(id);
    return card
      ? [{ developer: toDeveloper(card), score: match.score, reasons: match.reasons, invited: card.invited }]
      : [];
  });
}

/** "Jobs for you" (issue 33 §2): the open jobs best suited to the visitor's profile, with what they lack. */
export async function suggestJobs(
  db: Database,
  visitor: User,
  limit: number,
  options: MatchingOptions,
): Promise<JobMatch[]> {
  const profile = await findProfileForMatching(db, visitor.id);
  if (!profile) throw notFound(MATCH_MESSAGES.noProfile);
  const developer = developerFacts(profile);
  const record = recordOf(profile);
  const pool = await findJobPool(db, { userId: visitor.id, ...searchKeys(developer.skills), size: POOL_SIZE });
  const ranked = pool
    .map((row) => {
      const job = jobFacts(row);
      return { id: row.id, row, job, match: scoreMatch({ job, developer, record }, 'developer') };
    })
    .filter((candidate) => candidate.match.score >= MATCH_MIN_SCORE)
    .sort(byScore);
  const ordered = await inModelOrder(
    ranked,
    (candidate) => `${candidate.row.title}: ${summaryOf(candidate.job, candidate.match)}`,
    () => `The developer: ${summaryOf(developer, NO_MATCH)}`,
    options,
  );
  // What a job lacks is said only of the jobs shown.
  return ordered.slice(0, limit).map(({ row, job, match }) => ({
    job: toJob(row),
    score: match.score,
    reasons: match.reasons,
    missing: missingFor({ job, developer, record }),
  }));
}

/** "Not a fit" (issue 33 §1): the owner hides a suggested developer for this job, for good. */
export async function dismissMatch(db: Database, visitor: User, jobId: string, developerId: string): Promise<void> {
  const job = await findJobForMatching(db, jobId);
  if (!job || job.removedAt) throw notFound(NO_JOB);
  if (job.ownerId !== visitor.id) throw forbidden("Only the job's owner can hide a suggested developer.");
  if (!(await profileExists(db, developerId))) throw notFound('No developer with this id.');
  await insertDismissal(db, jobId, developerId, visitor.id);
}
