import { z } from 'zod';
import { AuthorSchema } from '../community/community.schemas.ts';
import {
  PROTOTYPE_CATEGORIES,
  PROTOTYPE_DESCRIPTION_MAX,
  PROTOTYPE_ENTRY_MAX_LENGTH,
  PROTOTYPE_MESSAGES,
  PROTOTYPE_SORTS,
  PROTOTYPE_STATUSES,
  PROTOTYPE_TAGS_MAX,
  PROTOTYPE_TECHNOLOGIES_MAX,
  PROTOTYPE_TITLE_MAX,
} from './prototypes.constants.ts';
import { checkPagesUrl, checkRepoUrl } from './url-rules.ts';

export const PrototypeSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  githubPagesUrl: z.string(),
  githubRepoUrl: z.string().nullable(),
  category: z.enum(PROTOTYPE_CATEGORIES).nullable(),
  author: AuthorSchema,
  tags: z.array(z.string()),
  technologies: z.array(z.string()),
  status: z.enum(PROTOTYPE_STATUSES),
  likes: z.number().int(),
  views: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  isFeatured: z.boolean(),
  /** Whether the caller has liked it; false without a token. */
  liked: z.boolean(),
});
export type Prototype = z.infer<typeof PrototypeSchema>;

/** Entries of a tag or technology list: trimmed, unique (case-insensitive), empties dropped. */
function entryList(max: number, tooFew: string) {
  return z
    .array(
      z
        .string()
        .trim()
        .max(PROTOTYPE_ENTRY_MAX_LENGTH, `Entries must be at most ${PROTOTYPE_ENTRY_MAX_LENGTH} characters`),
    )
    .transform((entries) => {
      const seen = new Set<string>();
      return entries.filter((entry) => {
        const key = entry.toLowerCase();
        if (!entry || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    })
    .pipe(z.array(z.string()).min(1, tooFew).max(max, `At most ${max} entries`));
}

const pagesUrl = z.string({ message: PROTOTYPE_MESSAGES.invalidPagesUrl }).transform((raw, context) => {
  const check = checkPagesUrl(raw);
  if (check.valid) return check.normalizedUrl;
  context.addIssue({ code: 'custom', message: `${PROTOTYPE_MESSAGES.invalidPagesUrl} ${check.reason}` });
  return z.NEVER;
});

const repoUrl = z
  .string()
  .nullish()
  .transform((raw, context) => {
    if (raw === undefined || raw === null || raw.trim() === '') return null;
    const check = checkRepoUrl(raw);
    if (check.valid) return check.normalizedUrl;
    context.addIssue({ code: 'custom', message: `Invalid repository URL. ${check.reason}` });
    return z.NEVER;
  });

export const CreatePrototypeBodySchema = z.object({
  title: z
    .string({ message: PROTOTYPE_MESSAGES.requiredFields })
    .trim()
    .min(1, PROTOTYPE_MESSAGES.requiredFields)
    .max(PROTOTYPE_TITLE_MAX, `Title must be at most ${PROTOTYPE_TITLE_MAX} characters`),
  description: z
    .string({ message: PROTOTYPE_MESSAGES.requiredFields })
    .trim()
    .min(1, PROTOTYPE_MESSAGES.requiredFields)
    .max(PROTOTYPE_DESCRIPTION_MAX, `Description must be at most ${PROTOTYPE_DESCRIPTION_MAX} characters`),
  githubPagesUrl: pagesUrl,
  githubRepoUrl: repoUrl,
  category: z.enum(PROTOTYPE_CATEGORIES, { message: 'Choose one of the categories' }).nullish().default(null),
  tags: entryList(PROTOTYPE_TAGS_MAX, PROTOTYPE_MESSAGES.tagRequired),
  technologies: entryList(PROTOTYPE_TECHNOLOGIES_MAX, PROTOTYPE_MESSAGES.technologyRequired),
  status: z.enum(PROTOTYPE_STATUSES, { message: 'must be live, development or archived' }).default('live'),
});
export type CreatePrototypeBody = z.infer<typeof CreatePrototypeBodySchema>;
export type CreatePrototypeInput = z.input<typeof CreatePrototypeBodySchema>;

export const UpdatePrototypeBodySchema = CreatePrototypeBodySchema.partial().refine(
  (body) => Object.values(body).some((value) => value !== undefined),
  'Send at least one field to change',
);
export type UpdatePrototypeBody = z.infer<typeof UpdatePrototypeBodySchema>;

export const ListPrototypesQuerySchema = z.object({
  sort: z.enum(PROTOTYPE_SORTS).default('newest'),
  category: z.enum(PROTOTYPE_CATEGORIES).optional(),
  technology: z.string().trim().min(1).max(PROTOTYPE_ENTRY_MAX_LENGTH).optional(),
  tag: z.string().trim().min(1).max(PROTOTYPE_ENTRY_MAX_LENGTH).optional(),
  status: z.enum(PROTOTYPE_STATUSES).optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().min(1).max(500).optional(),
});
export type ListPrototypesQuery = z.input<typeof ListPrototypesQuerySchema>;
export type ListPrototypesFilters = z.infer<typeof ListPrototypesQuerySchema>;

export const PrototypeIdParamsSchema = z.object({ id: z.uuid({ message: 'must be a prototype id' }) });
export const LikeBodySchema = z.object({
  action: z.enum(['like', 'unlike'], { message: "must be 'like' or 'unlike'" }),
});
export const ValidateUrlBodySchema = z.object({ url: z.string().max(2000) });

export const ListPrototypesResponseSchema = z.object({
  success: z.literal(true),
  prototypes: z.array(PrototypeSchema),
  nextCursor: z.string().nullable(),
});
export type ListPrototypesResponse = z.infer<typeof ListPrototypesResponseSchema>;
export const PrototypeResponseSchema = z.object({ success: z.literal(true), prototype: PrototypeSchema });
export const LikeResponseSchema = z.object({ success: z.literal(true), likes: z.number().int(), liked: z.boolean() });
export type LikeResponse = z.infer<typeof LikeResponseSchema>;
export const ValidateUrlResponseSchema = z.object({
  success: z.literal(true),
  valid: z.boolean(),
  reason: z.string().optional(),
  normalizedUrl: z.string().optional(),
});
