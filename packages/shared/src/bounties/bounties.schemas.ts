import { z } from 'zod';
import { isPlainHttpsUrl } from '../forms/https-url.ts';
import {
  BOUNTY_CATEGORIES,
  BOUNTY_DIFFICULTIES,
  BOUNTY_LIMITS,
  BOUNTY_MESSAGES,
  BOUNTY_STATUSES,
  SUBMISSION_STATUSES,
} from './bounties.constants.ts';

const httpsUrl = (requiredMessage: string) =>
  z
    .string({ message: requiredMessage })
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .max(BOUNTY_LIMITS.urlMax, `URLs are at most ${BOUNTY_LIMITS.urlMax} characters`)
    .refine(isPlainHttpsUrl, BOUNTY_MESSAGES.urlHttps);

export const BountySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  reward: z.number().int(),
  difficulty: z.enum(BOUNTY_DIFFICULTIES),
  category: z.string(),
  status: z.enum(BOUNTY_STATUSES),
  estimatedHours: z.number().int().nullable(),
  /** '2-3 days' style text for the list page. */
  estimatedTime: z.string().nullable(),
  requirements: z.array(z.string()),
  skills: z.array(z.string()),
  githubIssue: z.string().nullable(),
  deadline: z.iso.datetime().nullable(),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
  /** Who holds the claim: nobody, the caller, or someone else (never who). */
  claim: z.enum(['none', 'mine', 'other']),
  submissionsCount: z.number().int(),
});
export type Bounty = z.infer<typeof BountySchema>;

export const ListBountiesQuerySchema = z.object({
  category: z.enum(BOUNTY_CATEGORIES as [string, ...string[]]).optional(),
  difficulty: z.enum(BOUNTY_DIFFICULTIES).optional(),
  status: z.enum(BOUNTY_STATUSES).optional(),
  q: z.string().trim().max(BOUNTY_LIMITS.searchMax).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().min(1).max(200).optional(),
});
export type ListBountiesQuery = z.infer<typeof ListBountiesQuerySchema>;

export const ListBountiesResponseSchema = z.object({
  success: z.literal(true),
  bounties: z.array(BountySchema),
  nextCursor: z.string().nullable(),
});
export const BountyResponseSchema = z.object({ success: z.literal(true), bounty: BountySchema });

const listItems = (max: number) => z.array(z.string().trim().min(1).max(BOUNTY_LIMITS.itemMax)).max(max).default([]);

export const CreateBountyBodySchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(BOUNTY_LIMITS.titleMax),
  description: z.string().trim().min(1, 'Description is required').max(BOUNTY_LIMITS.descriptionMax),
  reward: z.number().int().min(1).max(100_000),
  difficulty: z.enum(BOUNTY_DIFFICULTIES),
  category: z.enum(BOUNTY_CATEGORIES as [string, ...string[]]),
  estimatedHours: z.number().int().min(1).max(1000).nullish().default(null),
  estimatedTime: z.string().trim().max(50).nullish().default(null),
  requirements: listItems(BOUNTY_LIMITS.requirementsMax),
  skills: listItems(BOUNTY_LIMITS.skillsMax),
  githubIssue: httpsUrl('Enter the issue URL').nullish().default(null),
  deadline: z.iso.datetime().nullish().default(null),
});
export type CreateBountyBody = z.infer<typeof CreateBountyBodySchema>;

export const SubmitBountyBodySchema = z.object({
  submissionUrl: httpsUrl(BOUNTY_MESSAGES.urlRequired),
  description: z
    .string({ message: BOUNTY_MESSAGES.descriptionRequired })
    .trim()
    .min(1, BOUNTY_MESSAGES.descriptionRequired)
    .max(
      BOUNTY_LIMITS.submissionDescriptionMax,
      `The description is at most ${BOUNTY_LIMITS.submissionDescriptionMax} characters`,
    ),
});
export type SubmitBountyBody = z.infer<typeof SubmitBountyBodySchema>;

export const SubmissionSchema = z.object({
  id: z.uuid(),
  bountyId: z.uuid(),
  bountyTitle: z.string(),
  reward: z.number().int(),
  developerId: z.uuid(),
  submissionUrl: z.string(),
  description: z.string(),
  submittedAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  reviewerNotes: z.string().nullable(),
});
export type Submission = z.infer<typeof SubmissionSchema>;

export const SubmissionResponseSchema = z.object({
  success: z.literal(true),
  submission: SubmissionSchema,
  bounty: BountySchema,
});
export const SubmissionsQuerySchema = z.object({
  status: z.enum(SUBMISSION_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().min(1).max(200).optional(),
});
export const SubmissionsResponseSchema = z.object({
  success: z.literal(true),
  submissions: z.array(SubmissionSchema),
  nextCursor: z.string().nullable(),
});

export const RejectSubmissionBodySchema = z.object({
  reviewerNotes: z
    .string({ message: BOUNTY_MESSAGES.notesRequired })
    .trim()
    .min(1, BOUNTY_MESSAGES.notesRequired)
    .max(BOUNTY_LIMITS.reviewerNotesMax),
});
/** Optional notes; no body at all is fine too. */
export const ApproveSubmissionBodySchema = z
  .object({ reviewerNotes: z.string().trim().max(BOUNTY_LIMITS.reviewerNotesMax).optional() })
  .nullish();
