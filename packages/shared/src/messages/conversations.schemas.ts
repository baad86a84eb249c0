import { z } from 'zod';
import { PageQuerySchema } from '../api/pagination.schemas.ts';

/** GET /api/messages/conversations (issue 34 §1): search by the other person's name or the job's title. */
export const ListConversationsQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});
export type ListConversationsQuery = z.infer<typeof ListConversationsQuerySchema>;

/** One conversation of the inbox, as the viewer sees it. */
export const ConversationSummarySchema = z.object({
  /**
   * An application's conversation, or a direct one between a member and a developer (issue 41 §5).
   * `id` addresses the conversation view either way (the application's id, or the direct one's).
   */
  kind: z.enum(['application', 'direct']),
  id: z.uuid(),
  /** The application's id; null for a direct conversation. */
  applicationId: z.uuid().nullable(),
  /**
   * The viewer's side: the job's owner or the applicant (in a contract too, after the hire); in a
   * direct conversation, the member who started it or the developer they wrote to.
   */
  role: z.enum(['owner', 'applicant', 'member', 'developer']),
  /**
   * Null once the other person's account (or, for an applicant, the job) is gone. Their page is
   * `/developers/:developerId` when they are the applicant or the developer written to and have a
   * developer profile (issue 41 §2); `/members/:id` otherwise.
   */
  otherParty: z
    .object({ id: z.uuid(), name: z.string(), avatar: z.string(), developerId: z.uuid().nullable() })
    .nullable(),
  /** The job's id is null once the job is deleted; its title is kept. Null for a direct conversation. */
  job: z.object({ id: z.uuid().nullable(), title: z.string() }).nullable(),
  lastMessage: z.object({ preview: z.string(), authorId: z.uuid().nullable(), createdAt: z.iso.datetime() }),
  /** Messages from the other person after the viewer's read marker. */
  unread: z.number().int(),
  /**
   * Whether both can still write: the job and its owner are there, and the applicant has not
   * withdrawn (a direct conversation: the other person is still there).
   */
  canWrite: z.boolean(),
  /** Whether the viewer blocks the other person (issue 41 §5): they cannot write to the viewer. */
  isBlocked: z.boolean(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ListConversationsResponseSchema = z.object({
  success: z.literal(true),
  conversations: z.array(ConversationSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ListConversationsResponse = z.infer<typeof ListConversationsResponseSchema>;
