import { z } from 'zod';
import { DeveloperProfileSchema } from '../developers/developers.schemas.ts';
import { JobSchema } from '../jobs/jobs.schemas.ts';
import { MATCH_LIMIT_DEFAULT, MATCH_LIMIT_MAX, MATCH_REASON_KINDS } from './matching.constants.ts';

/** One scoring term's part in a match: what it says and how many points it gave (negative lowers). */
export const MatchReasonSchema = z.object({
  kind: z.enum(MATCH_REASON_KINDS),
  text: z.string(),
  weight: z.number(),
});
export type MatchReason = z.infer<typeof MatchReasonSchema>;

export const MatchesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MATCH_LIMIT_MAX).default(MATCH_LIMIT_DEFAULT),
});

/** A developer suggested for a job; `invited` once the owner has invited them. */
export const DeveloperMatchSchema = z.object({
  developer: DeveloperProfileSchema,
  score: z.number().int().min(0).max(100),
  reasons: z.array(MatchReasonSchema),
  invited: z.boolean(),
});
export type DeveloperMatch = z.infer<typeof DeveloperMatchSchema>;

export const JobMatchesResponseSchema = z.object({
  success: z.literal(true),
  matches: z.array(DeveloperMatchSchema),
});
export type JobMatchesResponse = z.infer<typeof JobMatchesResponseSchema>;

/** A job suggested for a developer, with what it asks that their profile does not show. */
export const JobMatchSchema = z.object({
  job: JobSchema,
  score: z.number().int().min(0).max(100),
  reasons: z.array(MatchReasonSchema),
  missing: z.array(z.string()),
});
export type JobMatch = z.infer<typeof JobMatchSchema>;

export const MyJobMatchesResponseSchema = z.object({
  success: z.literal(true),
  matches: z.array(JobMatchSchema),
});
export type MyJobMatchesResponse = z.infer<typeof MyJobMatchesResponseSchema>;

export const DismissMatchParamsSchema = z.object({
  id: z.uuid({ message: 'must be a job id' }),
  developerId: z.uuid({ message: 'must be a developer id' }),
});
export const DismissMatchResponseSchema = z.object({ success: z.literal(true), message: z.string() });
