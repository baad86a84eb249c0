import { z } from 'zod';
import { PageQuerySchema } from '../api/pagination.schemas.ts';
import { MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES } from './messages.constants.ts';

export const CreateMessageBodySchema = z.object({
  body: z
    .string({ message: MESSAGE_MESSAGES.empty })
    .trim()
    .min(1, MESSAGE_MESSAGES.empty)
    .max(MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES.tooLong),
});
export type CreateMessageBody = z.infer<typeof CreateMessageBodySchema>;
export type CreateMessageInput = z.input<typeof CreateMessageBodySchema>;

/** Plain text with its newlines; the web app renders it as text and links bare https URLs. */
export const MessageSchema = z.object({
  id: z.uuid(),
  /** The conversation's id: the application's, or the direct conversation's (issue 41 §5). */
  conversationId: z.uuid(),
  /** Null in a direct conversation. */
  applicationId: z.uuid().nullable(),
  author: z.object({ id: z.uuid(), name: z.string(), avatar: z.string() }),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type Message = z.infer<typeof MessageSchema>;

/** Pages run from the newest back (`nextCursor` is older); within a page, oldest first. */
export const ListMessagesQuerySchema = PageQuerySchema;
export const ListMessagesResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(MessageSchema),
  nextCursor: z.string().nullable(),
});
export type ListMessagesResponse = z.infer<typeof ListMessagesResponseSchema>;
export const MessageResponseSchema = z.object({ success: z.literal(true), message: MessageSchema });

/** Unread messages for the viewer, per conversation and in total. */
export const UnreadMessagesResponseSchema = z.object({
  success: z.literal(true),
  total: z.number().int(),
  conversations: z.array(
    z.object({
      kind: z.enum(['application', 'direct']),
      /** The conversation's id (the application's, or the direct conversation's). */
      id: z.uuid(),
      /** Null for a direct conversation. */
      applicationId: z.uuid().nullable(),
      unread: z.number().int(),
    }),
  ),
});
export type UnreadMessagesResponse = z.infer<typeof UnreadMessagesResponseSchema>;

/** POST /applications/:id/read marks the conversation read for the viewer and answers the unread counts that follow. */
export const MarkConversationReadResponseSchema = UnreadMessagesResponseSchema;
