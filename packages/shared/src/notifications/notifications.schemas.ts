import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api/pagination.schemas.ts';
import { NOTIFICATION_KINDS } from './notifications.constants.ts';

/** Ids are the stream's event ids: increasing integers, sent as strings. */
export const NotificationIdSchema = z.string().regex(/^\d{1,18}$/, 'must be a notification id');

export const NotificationSchema = z.object({
  id: NotificationIdSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where it happened: an in-app path. */
  link: z.string(),
  data: z.record(z.string(), z.string()),
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const ListNotificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  /** Older than this id. */
  cursor: NotificationIdSchema.optional(),
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type ListNotificationsQuery = z.infer<typeof ListNotificationsQuerySchema>;

export const ListNotificationsResponseSchema = z.object({
  success: z.literal(true),
  notifications: z.array(NotificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type ListNotificationsResponse = z.infer<typeof ListNotificationsResponseSchema>;

/**
 * `{ ids: [...] }` (the visitor's own; others' ids are simply not touched) or `{ all: true }`. One
 * object rather than a union, so a wrong field is named in the error (`ids`, `all`).
 */
export const MarkNotificationsReadBodySchema = z
  .object({
    ids: z.array(NotificationIdSchema).min(1, 'Name at least one notification').max(MAX_PAGE_SIZE).optional(),
    all: z.literal(true, { message: 'must be true' }).optional(),
  })
  .refine((body) => body.ids !== undefined || body.all === true, {
    message: 'Send { ids: [...] } or { all: true }',
    path: ['ids'],
  });
export type MarkNotificationsReadBody = z.infer<typeof MarkNotificationsReadBodySchema>;
export const MarkNotificationsReadResponseSchema = z.object({
  success: z.literal(true),
  unreadCount: z.number().int(),
});

/**
 * The header a reconnecting stream sends: the `id:` of the last event it received, as received (the
 * stream's cursor, `<id>.<step>.<step>…`; a plain notification id from older clients).
 */
export const StreamHeadersSchema = z.object({
  'last-event-id': z
    .string()
    .max(8000)
    .regex(/^\d{1,18}(?:\.[1-9]\d{0,17})*$/, 'must be an event id from this stream')
    .optional(),
});
