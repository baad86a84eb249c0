import { z } from 'zod';
import { ReviewSchema } from '../contracts/contracts.schemas.ts';
import { MEMBER_PROFILE_LIMITS as L, MEMBER_MESSAGES } from './members.constants.ts';
import { canonicalTimeZone } from './time-zone.ts';

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`)
    .default('');

/** What a member says about themselves on their page (issue 41 §3); every field may be blank. */
export const UpdateMemberProfileBodySchema = z.object({
  company: text('Company', L.company),
  location: text('Location', L.location),
  timeZone: text('Time zone', L.timeZone).transform((value, context) => {
    if (!value) return '';
    const zone = canonicalTimeZone(value);
    if (zone) return zone;
    context.addIssue({ code: 'custom', message: MEMBER_MESSAGES.timeZone });
    return z.NEVER;
  }),
  about: text('About', L.about),
});
export type UpdateMemberProfileBody = z.infer<typeof UpdateMemberProfileBodySchema>;
export type UpdateMemberProfileInput = z.input<typeof UpdateMemberProfileBodySchema>;

export const MemberCountsSchema = z.object({
  /** Jobs they published that are still on the platform (open, closed or filled). */
  jobsPosted: z.number().int().min(0),
  /** Developers hired on their jobs. */
  hires: z.number().int().min(0),
  /** Contracts they were the client of that were completed. */
  contractsCompleted: z.number().int().min(0),
});

/** A member's public page (GET /api/members/:id): nothing but what anyone may read. */
export const MemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatar: z.string(),
  company: z.string(),
  location: z.string(),
  timeZone: z.string(),
  about: z.string(),
  memberSince: z.iso.datetime(),
  /** Whether they hold a passkey: a saved account, not an anonymous visitor. */
  savedAccount: z.boolean(),
  counts: MemberCountsSchema,
  /** The developers' revealed reviews of them as a client, newest first (at most MEMBER_REVIEWS_SHOWN). */
  reviews: z.array(ReviewSchema),
  /** How many revealed reviews there are in all. */
  reviewCount: z.number().int().min(0),
  /** Where GET /api/members/:id/reviews goes on after `reviews`; null when they are all. */
  reviewsNextCursor: z.string().nullable(),
});
export type Member = z.infer<typeof MemberSchema>;

export const MemberIdParamsSchema = z.object({ id: z.uuid({ message: 'must be a member id' }) });
export const MemberResponseSchema = z.object({ success: z.literal(true), member: MemberSchema });
export type MemberResponse = z.infer<typeof MemberResponseSchema>;
