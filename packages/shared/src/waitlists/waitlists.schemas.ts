import { z } from 'zod';
import {
  AVAILABILITY_VALUES,
  COURSE_MESSAGES,
  EXPERIENCE_VALUES,
  isValidEmail,
  isValidPhone,
  PROJECT_SUMMARY_MIN,
  SERVICE_MESSAGES,
  WAITLIST_LIMITS,
} from './waitlists.constants.ts';

const email = (messages: { emailRequired: string; emailInvalid: string }) =>
  z
    .string({ message: messages.emailRequired })
    .trim()
    .min(1, { message: messages.emailRequired, abort: true })
    .max(WAITLIST_LIMITS.emailMax, messages.emailInvalid)
    .refine(isValidEmail, messages.emailInvalid);

/** The prototype-service form (part-2 §5), with the spec's exact messages, in field order. */
export const ServiceWaitlistBodySchema = z.object({
  name: z
    .string({ message: SERVICE_MESSAGES.nameRequired })
    .trim()
    .min(1, { message: SERVICE_MESSAGES.nameRequired, abort: true })
    .min(2, { message: SERVICE_MESSAGES.nameShort, abort: true })
    .max(WAITLIST_LIMITS.nameMax, `Name must be at most ${WAITLIST_LIMITS.nameMax} characters`),
  phone: z
    .string({ message: SERVICE_MESSAGES.phoneRequired })
    .trim()
    .min(1, { message: SERVICE_MESSAGES.phoneRequired, abort: true })
    .max(WAITLIST_LIMITS.phoneMax, SERVICE_MESSAGES.phoneInvalid)
    .refine(isValidPhone, SERVICE_MESSAGES.phoneInvalid),
  email: email(SERVICE_MESSAGES),
  projectSummary: z
    .string({ message: SERVICE_MESSAGES.summaryRequired })
    .trim()
    .min(1, { message: SERVICE_MESSAGES.summaryRequired, abort: true })
    .min(PROJECT_SUMMARY_MIN, { message: SERVICE_MESSAGES.summaryShort, abort: true })
    .max(WAITLIST_LIMITS.summaryMax, `The summary is at most ${WAITLIST_LIMITS.summaryMax} characters`),
});
export type ServiceWaitlistBody = z.infer<typeof ServiceWaitlistBodySchema>;

export const CourseWaitlistBodySchema = z.object({
  name: z
    .string({ message: COURSE_MESSAGES.nameRequired })
    .trim()
    .min(1, COURSE_MESSAGES.nameRequired)
    .max(WAITLIST_LIMITS.nameMax, `Name must be at most ${WAITLIST_LIMITS.nameMax} characters`),
  email: email(COURSE_MESSAGES),
  experience: z.enum(EXPERIENCE_VALUES, { message: COURSE_MESSAGES.experienceRequired }),
  goals: z.string().trim().max(WAITLIST_LIMITS.goalsMax).default(''),
  availability: z.enum(AVAILABILITY_VALUES, { message: COURSE_MESSAGES.availabilityRequired }),
});
export type CourseWaitlistBody = z.infer<typeof CourseWaitlistBodySchema>;

/** What a sign-up answers: nothing personal, only where the entry stands. */
export const ServiceSignupResponseSchema = z.object({
  success: z.literal(true),
  entry: z.object({ month: z.string(), monthLabel: z.string() }),
});
export const CourseSignupResponseSchema = z.object({
  success: z.literal(true),
  entry: z.object({ joined: z.literal(true) }),
});

export const AvailabilityResponseSchema = z.object({
  success: z.literal(true),
  month: z.string(),
  monthLabel: z.string(),
  capacity: z.number().int(),
  taken: z.number().int(),
  spotsLeft: z.number().int(),
  /** The first month with a free spot (this month when spotsLeft > 0). */
  nextOpenMonth: z.string(),
  nextOpenMonthLabel: z.string(),
});

const entryBase = { id: z.uuid(), name: z.string(), email: z.string(), createdAt: z.iso.datetime() };
/** GET /api/waitlists/:list (admin): one page of entries, newest first. */
export const WaitlistEntriesResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(
    z.union([
      z.object({ ...entryBase, phone: z.string(), projectSummary: z.string(), month: z.string() }),
      z.object({
        ...entryBase,
        experience: z.enum(EXPERIENCE_VALUES),
        goals: z.string(),
        availability: z.enum(AVAILABILITY_VALUES),
      }),
    ]),
  ),
  nextCursor: z.string().nullable(),
});
