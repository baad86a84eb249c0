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
  /** False while the member still has the default name (issue 41 §1): the page asks for one first. */
  hasDisplayName: z.boolean(),
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

export const USER_NAME_MAX = 60;
/** Who a deleted account's content is attributed to: nobody may choose it (issue 41 §1). */
const RESERVED_NAME = 'deleted member';

export const DISPLAY_NAME_MESSAGES = {
  required: 'Enter the name others will see',
  tooLong: `Your name must be at most ${USER_NAME_MAX} characters`,
  controlCharacters: 'Your name cannot contain control characters',
  reserved: '"Deleted member" is kept for deleted accounts: choose another name',
} as const;

/** The question the page asks before a visitor's first visible action (issue 41 §1). */
export const DISPLAY_NAME_PROMPT = 'How should others see you?';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A member's display name: 1-60 characters once trimmed, no control characters, not "Deleted member". */
export const DisplayNameSchema = z
  .string({ message: DISPLAY_NAME_MESSAGES.required })
  .trim()
  .min(1, DISPLAY_NAME_MESSAGES.required)
  .max(USER_NAME_MAX, DISPLAY_NAME_MESSAGES.tooLong)
  .refine((name) => !CONTROL_CHARACTERS.test(name), DISPLAY_NAME_MESSAGES.controlCharacters)
  .refine((name) => name.toLowerCase() !== RESERVED_NAME, DISPLAY_NAME_MESSAGES.reserved);

/** PATCH /api/account. */
export const UpdateAccountBodySchema = z.object({ displayName: DisplayNameSchema });
export type UpdateAccountBody = z.infer<typeof UpdateAccountBodySchema>;
export const UpdateAccountResponseSchema = GetMeResponseSchema;

export const UserIdParamsSchema = z.object({ id: z.uuid({ message: 'must be a user id' }) });

export const USER_BIO_MAX = 500;

/** What a visitor may change about themselves: name, avatar seed, bio (at least one). */
export const UpdateUserBodySchema = z
  .object({
    name: DisplayNameSchema.optional(),
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
