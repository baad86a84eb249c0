import { z } from 'zod';
import { ConversationSummarySchema } from './conversations.schemas.ts';
import { CreateMessageBodySchema, MessageSchema } from './messages.schemas.ts';

/** POST /api/conversations (issue 41 §5): a first message to a developer, by their profile's id. */
export const CreateConversationBodySchema = CreateMessageBodySchema.extend({
  developerId: z.uuid({ message: 'Choose a developer to write to.' }),
});
export type CreateConversationBody = z.infer<typeof CreateConversationBodySchema>;
export type CreateConversationInput = z.input<typeof CreateConversationBodySchema>;

/** 201 when the conversation is new, 200 when the pair already had one (the message joins it). */
export const CreateConversationResponseSchema = z.object({
  success: z.literal(true),
  conversation: ConversationSummarySchema,
  message: MessageSchema,
});
export type CreateConversationResponse = z.infer<typeof CreateConversationResponseSchema>;

export const ConversationIdParamsSchema = z.object({ id: z.uuid() });
