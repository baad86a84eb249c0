import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applications/applications.constants.ts';
import {
  APPLICATION_ENTRY_MAX_LENGTH,
  APPLICATION_LIST_MAX,
  AVAILABILITIES,
  DEVELOPER_SORTS,
  PROFILE_ENTRY_MAX_LENGTH,
  PROFILE_LIST_MAX,
} from './developers.constants.ts';
import { checkProfileLink } from './profile-links.ts';

export const DeveloperProfileSchema = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  name: z.string(),
  title: z.string(),
  avatar: z.string(),
  location: z.string(),
  hourlyRate: z.string(),
  hourlyRateMin: z.number().int().nullable(),
  hourlyRateMax: z.number().int().nullable(),
  skills: z.array(z.string()),
  experience: z.string(),
  bio: z.string(),
  portfolio: z.string().nullable(),
  github: z.string().nullable(),
  linkedin: z.string().nullable(),
  /** 0 to 5, one decimal; null until the developer has been rated. */
  rating: z.number().nullable(),
  /** How many counted reviews the rating is the mean of ("4.9 from 52 reviews", issue 40 §3). */
  ratingCount: z.number().int(),
  completedProjects: z.number().int(),
  availability: z.enum(AVAILABILITIES),
  languages: z.array(z.string()),
  timezone: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type DeveloperProfile = z.infer<typeof DeveloperProfileSchema>;

/** Trimmed entries, duplicates (any case) and empties dropped (part-1 §5). */
export function cleanList(maxEntries: number, maxLength: number) {
  return z
    .array(z.string().trim().max(maxLength, `Entries must be at most ${maxLength} characters`))
    .max(maxEntries * 2)
    .default([])
    .transform((entries) => {
      const seen = new Set<string>();
      return entries.filter((entry) => entry && !seen.has(entry.toLowerCase()) && seen.add(entry.toLowerCase()));
    })
    .pipe(z.array(z.string()).max(maxEntries, `At most ${maxEntries} entries`));
}

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).default('');

function link(kind: 'portfolio' | 'github' | 'linkedin') {
  return z
    .string()
    .max(500)
    .nullish()
    .transform((raw, context) => {
      if (!raw?.trim()) return null;
      const check = checkProfileLink(kind, raw);
      if (check.valid) return check.url;
      context.addIssue({ code: 'custom', message: check.reason });
      return z.NEVER;
    });
}

/** Create or update your own profile. Nothing is required (part-1 §5); blanks get defaults. */
export const UpsertDeveloperProfileBodySchema = z.object({
  name: text(80),
  title: text(120),
  location: text(120),
  hourlyRate: text(40),
  skills: cleanList(PROFILE_LIST_MAX, PROFILE_ENTRY_MAX_LENGTH),
  experience: text(2000),
  bio: text(2000),
  portfolio: link('portfolio'),
  github: link('github'),
  linkedin: link('linkedin'),
  availability: z.enum(AVAILABILITIES, { message: 'must be Available, Busy or Unavailable' }).default('Available'),
  languages: cleanList(PROFILE_LIST_MAX, PROFILE_ENTRY_MAX_LENGTH),
  timezone: text(60),
});
export type UpsertDeveloperProfileBody = z.infer<typeof UpsertDeveloperProfileBodySchema>;
export type UpsertDeveloperProfileInput = z.input<typeof UpsertDeveloperProfileBodySchema>;

export const ListDevelopersQuerySchema = z.object({
  skill: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : [value].flat()))
    .pipe(z.array(z.string().trim().min(1).max(PROFILE_ENTRY_MAX_LENGTH)).max(10)),
  availability: z.enum(AVAILABILITIES).optional(),
  language: z.string().trim().min(1).max(PROFILE_ENTRY_MAX_LENGTH).optional(),
  minRate: z.coerce.number().int().min(0).max(100_000).optional(),
  maxRate: z.coerce.number().int().min(0).max(100_000).optional(),
  timezone: z.string().trim().min(1).max(60).optional(),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(DEVELOPER_SORTS).default('rating'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().min(1).max(500).optional(),
});
export type ListDevelopersFilters = z.infer<typeof ListDevelopersQuerySchema>;

export const DeveloperIdParamsSchema = z.object({ id: z.uuid({ message: 'must be a developer id' }) });
export const ListDevelopersResponseSchema = z.object({
  success: z.literal(true),
  developers: z.array(DeveloperProfileSchema),
  nextCursor: z.string().nullable(),
});
export type ListDevelopersResponse = z.infer<typeof ListDevelopersResponseSchema>;
export const DeveloperResponseSchema = z.object({ success: z.literal(true), developer: DeveloperProfileSchema });
/** GET /api/developers/mine: the viewer's profile, or null (a page asking whether there is one). */
export const MaybeDeveloperResponseSchema = z.object({
  success: z.literal(true),
  developer: DeveloperProfileSchema.nullable(),
});

const appList = cleanList(APPLICATION_LIST_MAX, APPLICATION_ENTRY_MAX_LENGTH);

export const JobApplicationBodySchema = z
  .object({
    jobId: z.uuid({ message: 'must be a job id' }).nullish().default(null),
    jobTitle: text(200),
    companyName: text(200),
    jobDescription: text(5000),
    relevantSkills: appList,
    relevantExperience: appList,
    coverLetter: text(5000),
    resumeHighlights: appList,
    interviewPrep: appList,
  })
  .refine(
    (body) =>
      Boolean(body.jobId || body.jobTitle || body.companyName || body.jobDescription || body.coverLetter) ||
      body.relevantSkills.length +
        body.relevantExperience.length +
        body.resumeHighlights.length +
        body.interviewPrep.length >
        0,
    { message: 'Add a job or some details before saving the application.', path: ['jobTitle'] },
  );
export type JobApplicationBody = z.infer<typeof JobApplicationBodySchema>;
export type JobApplicationInput = z.input<typeof JobApplicationBodySchema>;

export const JobApplicationSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  jobId: z.uuid().nullable(),
  jobTitle: z.string(),
  companyName: z.string(),
  jobDescription: z.string(),
  relevantSkills: z.array(z.string()),
  relevantExperience: z.array(z.string()),
  coverLetter: z.string(),
  resumeHighlights: z.array(z.string()),
  interviewPrep: z.array(z.string()),
  /** Where the job's owner has got with it (issue 20 §3). */
  status: z.enum(APPLICATION_STATUSES),
  decisionMessage: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type JobApplication = z.infer<typeof JobApplicationSchema>;
export const ApplicationIdParamsSchema = z.object({ id: z.uuid({ message: 'must be an application id' }) });
export const JobApplicationResponseSchema = z.object({ success: z.literal(true), application: JobApplicationSchema });
