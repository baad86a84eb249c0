import { z } from 'zod';

/** The default identity for community posting (part-1 §6). */
export const DEFAULT_VISITOR_NAME = 'Community Member';
export const DEFAULT_VISITOR_REPUTATION = 150;

export const UserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  handle: z.string().nullable(),
  /** A seed the web app turns into a generated avatar; never a URL the user typed. */
  avatar: z.string(),
  reputation: z.number().int(),
  isAI: z.boolean(),
  bio: z.string(),
  createdAt: z.iso.datetime(),
});
export type User = z.infer<typeof UserSchema>;

export const CreateSessionResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: UserSchema,
});
export type CreateSessionResponse = z.infer<typeof CreateSessionResponseSchema>;

export const GetMeResponseSchema = z.object({
  success: z.literal(true),
  user: UserSchema,
});
export type GetMeResponse = z.infer<typeof GetMeResponseSchema>;

export const USER_NAME_MIN = 2;
export const USER_NAME_MAX = 60;

export const UserIdParamsSchema = z.object({ id: z.uuid({ message: 'must be a user id' }) });

export const USER_BIO_MAX = 500;

/** What a visitor may change about themselves: name, avatar seed, bio (at least one). */
export const UpdateUserBodySchema = z
  .object({
    name: z
      .string({ message: 'Name is required' })
      .trim()
      .min(USER_NAME_MIN, `Name must be at least ${USER_NAME_MIN} characters`)
      .max(USER_NAME_MAX, `Name must be at most ${USER_NAME_MAX} characters`)
      .optional(),
    avatar: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'Avatar must be 1 to 40 lowercase letters, digits or dashes')
      .optional(),
    bio: z.string().trim().max(USER_BIO_MAX, `Bio must be at most ${USER_BIO_MAX} characters`).optional(),
  })
  .refine((body) => body.name !== undefined || body.avatar !== undefined || body.bio !== undefined, {
    message: 'Name is required',
    path: ['name'],
  });
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

export const GetUserResponseSchema = GetMeResponseSchema;

export const ListUsersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().min(1).max(500).optional(),
});
export const ListUsersResponseSchema = z.object({
  success: z.literal(true),
  users: z.array(UserSchema),
  nextCursor: z.string().nullable(),
});
