import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applications/applications.constants.ts';

const required = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** The job draft the wizard publishes (part-1 §3, §5): every step's required fields. */
export const JobDraftSchema = z.object({
  title: required('Title', 200),
  category: required('Category', 100),
  targetAudience: required('Target audience', 500),
  description: required('Description', 5000),
  keyFeatures: required('Key features', 5000),
  technologyStack: required('Technology stack', 1000),
  budget: required('Budget', 100),
  timeline: required('Timeline', 100),
  successCriteria: required('Success criteria', 2000),
  potentialChallenges: required('Potential challenges', 2000),
});
export type JobDraft = z.infer<typeof JobDraftSchema>;

/** The wizard's steps and the fields each one requires before Next (part-1 §5). */
export const JOB_WIZARD_STEPS = [
  { title: 'Basics', fields: ['title', 'category', 'targetAudience'] },
  { title: 'Details', fields: ['description', 'keyFeatures', 'technologyStack'] },
  { title: 'Budget', fields: ['budget', 'timeline'] },
  { title: 'Review', fields: ['successCriteria', 'potentialChallenges'] },
] as const satisfies readonly { title: string; fields: readonly (keyof JobDraft)[] }[];

export const CreateJobBodySchema = JobDraftSchema.extend({
  developerRef: optionalText(100),
  developerName: optionalText(100),
  source: optionalText(100),
  sessionId: optionalText(100),
});
export type CreateJobBody = z.infer<typeof CreateJobBodySchema>;
export type CreateJobInput = z.input<typeof CreateJobBodySchema>;

export const UpdateJobBodySchema = JobDraftSchema.partial()
  .extend({ status: z.enum(['published', 'closed']).optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Send at least one field to change');

/** `filled`: a developer was hired (issue 20); it takes no new applications, like `closed`. */
export const JOB_STATUSES = ['draft', 'published', 'closed', 'filled'] as const;
export const JOB_STATUS_LABELS: Record<(typeof JOB_STATUSES)[number], string> = {
  draft: 'Draft',
  published: 'Published',
  closed: 'Closed',
  filled: 'Filled',
};

export const JobSchema = JobDraftSchema.extend({
  id: z.uuid(),
  status: z.enum(JOB_STATUSES),
  developerRef: z.string().nullable(),
  developerName: z.string().nullable(),
  source: z.string().nullable(),
  sessionId: z.string().nullable(),
  ownerId: z.uuid(),
  opportunityId: z.uuid().nullable(),
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Job = z.infer<typeof JobSchema>;

export const JobIdParamsSchema = z.object({ id: z.uuid({ message: 'must be a job id' }) });
export const ListJobsQuerySchema = z.object({
  category: z.string().trim().min(1).max(100).optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().min(1).max(500).optional(),
});

export const CreateJobResponseSchema = z.object({ success: z.literal(true), jobId: z.uuid(), job: JobSchema });
export type CreateJobResponse = z.infer<typeof CreateJobResponseSchema>;
export const JobResponseSchema = z.object({ success: z.literal(true), job: JobSchema });
export const ListJobsResponseSchema = z.object({
  success: z.literal(true),
  jobs: z.array(JobSchema),
  nextCursor: z.string().nullable(),
});
export type ListJobsResponse = z.infer<typeof ListJobsResponseSchema>;

/**
 * Where a job stands for the one who looks at its page (GET /api/jobs/:id/standing, issue 33 §5):
 * how many have applied (never who), whether the viewer owns it, and the viewer's application.
 * Apart from `GET /api/jobs/:id`, whose answer is the same for everyone.
 */
export const JobStandingSchema = z.object({
  applicantCount: z.number().int().min(0),
  isOwner: z.boolean(),
  application: z.object({ id: z.uuid(), status: z.enum(APPLICATION_STATUSES) }).nullable(),
});
export type JobStanding = z.infer<typeof JobStandingSchema>;
export const JobStandingResponseSchema = z.object({ success: z.literal(true), standing: JobStandingSchema });

/** Messages (part-1 §8). */
export const JOB_MESSAGES = {
  published: 'Job published successfully! Your project is now live.',
  publishFailed: 'Error publishing job. Please try again.',
} as const;
