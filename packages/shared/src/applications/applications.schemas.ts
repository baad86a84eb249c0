import { z } from 'zod';
import { PageQuerySchema } from '../api/pagination.schemas.ts';
import { AVAILABILITIES } from '../developers/developers.constants.ts';
import { JobApplicationSchema } from '../developers/developers.schemas.ts';
import { JOB_STATUSES, JobSchema } from '../jobs/jobs.schemas.ts';
import { APPLICATION_STATUSES, APPLICATION_TARGET_STATUSES, DECISION_MESSAGE_MAX } from './applications.constants.ts';

/** The job an application is for, as both parties see it. */
export const ApplicationJobSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  ownerId: z.uuid(),
  ownerName: z.string(),
});

/** What a job owner sees of an applicant's developer profile (issue 20 §2). */
export const DeveloperSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  title: z.string(),
  avatar: z.string(),
  skills: z.array(z.string()),
  hourlyRate: z.string(),
  availability: z.enum(AVAILABILITIES),
  rating: z.number().nullable(),
  /** How many counted reviews the rating is the mean of (issue 40 §3). */
  ratingCount: z.number().int(),
});
export type DeveloperSummary = z.infer<typeof DeveloperSummarySchema>;

/**
 * One application with everything a party shows next to it: the job, the applicant (and their
 * developer profile, if they have one) and the conversation's state for the viewer.
 */
export const ApplicationDetailSchema = JobApplicationSchema.extend({
  job: ApplicationJobSchema.nullable(),
  applicant: z.object({
    userId: z.uuid(),
    name: z.string(),
    avatar: z.string(),
    developer: DeveloperSummarySchema.nullable(),
  }),
  /** Messages from the other party the viewer has not read yet. */
  unreadCount: z.number().int(),
  lastMessageAt: z.iso.datetime().nullable(),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;

export const ApplicationDetailResponseSchema = z.object({
  success: z.literal(true),
  application: ApplicationDetailSchema,
});
export const ListApplicationDetailsResponseSchema = z.object({
  success: z.literal(true),
  applications: z.array(ApplicationDetailSchema),
  nextCursor: z.string().nullable(),
});
export type ListApplicationDetailsResponse = z.infer<typeof ListApplicationDetailsResponseSchema>;

export const ListJobApplicationsQuerySchema = PageQuerySchema.extend({
  status: z.enum(APPLICATION_STATUSES).optional(),
});
export type ListJobApplicationsQuery = z.infer<typeof ListJobApplicationsQuerySchema>;

const decisionMessage = z
  .string()
  .trim()
  .max(DECISION_MESSAGE_MAX, `A message is at most ${DECISION_MESSAGE_MAX.toLocaleString('en-US')} characters.`)
  .optional()
  .transform((value) => value || undefined);

export const UpdateApplicationStatusBodySchema = z.object({
  status: z.enum(APPLICATION_TARGET_STATUSES, { message: 'must be shortlisted, hired, declined or withdrawn' }),
  message: decisionMessage,
});
export type UpdateApplicationStatusBody = z.infer<typeof UpdateApplicationStatusBodySchema>;

export const DeclineOthersBodySchema = z.object({ message: decisionMessage });
export const DeclineOthersResponseSchema = z.object({ success: z.literal(true), declined: z.number().int() });

/** A job in "My jobs" (issue 20 §1): with its application counts. `new` = still awaiting a decision. */
export const MyJobSchema = JobSchema.extend({
  applicationCounts: z.object({ total: z.number().int(), new: z.number().int() }),
  /** The hired application of a filled job: where its contract is proposed and opened (issue 32 §6). */
  hiredApplicationId: z.uuid().nullable(),
});
export type MyJob = z.infer<typeof MyJobSchema>;
export const ListMyJobsQuerySchema = PageQuerySchema;
export const ListMyJobsResponseSchema = z.object({
  success: z.literal(true),
  jobs: z.array(MyJobSchema),
  nextCursor: z.string().nullable(),
});
export type ListMyJobsResponse = z.infer<typeof ListMyJobsResponseSchema>;

export const CreateInvitationBodySchema = z.object({ developerId: z.uuid({ message: 'must be a developer id' }) });
export type CreateInvitationBody = z.infer<typeof CreateInvitationBodySchema>;

/** An invitation to apply (issue 20 §5); `applicationId` once the developer has applied. */
export const InvitationSchema = z.object({
  id: z.uuid(),
  job: ApplicationJobSchema,
  developerId: z.uuid(),
  invitedBy: z.object({ id: z.uuid(), name: z.string() }),
  applicationId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationResponseSchema = z.object({ success: z.literal(true), invitation: InvitationSchema });
export const ListInvitationsResponseSchema = z.object({
  success: z.literal(true),
  invitations: z.array(InvitationSchema),
  nextCursor: z.string().nullable(),
});
export type ListInvitationsResponse = z.infer<typeof ListInvitationsResponseSchema>;
