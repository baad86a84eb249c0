import { z } from 'zod';
import { PageQuerySchema } from '../api/pagination.schemas.ts';

export const MemberIdParamsSchema = z.object({ id: z.uuid() });

/** POST|DELETE /api/members/:id/block: whether I block the member now. */
export const BlockStateResponseSchema = z.object({ success: z.literal(true), blocked: z.boolean() });
export type BlockStateResponse = z.infer<typeof BlockStateResponseSchema>;

export const BlockedMemberSchema = z.object({
  member: z.object({ id: z.uuid(), name: z.string(), avatar: z.string() }),
  blockedAt: z.iso.datetime(),
});
export type BlockedMember = z.infer<typeof BlockedMemberSchema>;

/** GET /api/account/blocks: whom I blocked, the latest first. */
export const ListBlocksQuerySchema = PageQuerySchema;
export const ListBlocksResponseSchema = z.object({
  success: z.literal(true),
  blocks: z.array(BlockedMemberSchema),
  nextCursor: z.string().nullable(),
});
export type ListBlocksResponse = z.infer<typeof ListBlocksResponseSchema>;
