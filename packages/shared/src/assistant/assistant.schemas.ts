import { z } from 'zod';
import { checkProfileLink } from '../developers/profile-links.ts';
import { PROFILE_SLOTS } from '../developers/profile-slots.ts';
import { PROJECT_SLOTS, type ProjectSlotKey } from '../jobs/project-slots.ts';
import { ASSISTANT_GENERATORS, ASSISTANT_MESSAGES, ASSISTANT_TEXT_MAX_LENGTH } from './assistant.constants.ts';

const SLOT_KEYS = PROJECT_SLOTS.map((slot) => slot.key) as [ProjectSlotKey, ...ProjectSlotKey[]];
export const ProjectSlotKeySchema = z.enum(SLOT_KEYS);

const freeText = (messages: { empty: string; tooLong: string }) =>
  z.string({ message: messages.empty }).trim().min(1, messages.empty).max(ASSISTANT_TEXT_MAX_LENGTH, messages.tooLong);

/** An ISO 4217 code as written or implied by a symbol ("$" is USD, "€" EUR); never invented. */
const CurrencySchema = z.string().regex(/^[A-Z]{3}$/);

/**
 * What the project assistant understood, as structured values. Every fact is optional: absent
 * means "not stated", never a guess. Budget bounds are whole currency units; an open range
 * ("under 5k") has only one bound.
 */
export const ProjectFactsSchema = z.object({
  title: z.string().max(200).optional(),
  /**
   * One of JOB_CATEGORIES when understood from a description; the user's own words when they
   * answered the category question with something else (the ten-question flow keeps answers as typed).
   */
  category: z.string().max(100).optional(),
  description: z.string().max(ASSISTANT_TEXT_MAX_LENGTH).optional(),
  audience: z.string().max(500).optional(),
  features: z.array(z.string().max(300)).max(30).optional(),
  technologies: z.array(z.string().max(100)).max(50).optional(),
  budgetMin: z.number().nonnegative().optional(),
  budgetMax: z.number().nonnegative().optional(),
  currency: CurrencySchema.optional(),
  /** The budget in the user's words when it names no amount ("flexible, depends on the quote"). */
  budgetText: z.string().max(200).optional(),
  timelineWeeks: z.number().positive().optional(),
  /** The timeline as the user put it ("by March", "ASAP"), shown in the draft. */
  timelineText: z.string().max(200).optional(),
  successCriteria: z.string().max(1000).optional(),
  challenges: z.string().max(1000).optional(),
});
export type ProjectFacts = z.infer<typeof ProjectFactsSchema>;

/**
 * POST /api/assistant/project-draft. `known` holds what is already settled (earlier answers and
 * the user's corrections): it is kept as it is and never overridden by what the text suggests.
 */
export const ProjectDraftBodySchema = z.object({
  text: freeText(ASSISTANT_MESSAGES),
  known: ProjectFactsSchema.optional(),
  /**
   * The question the text answers, when the assistant asked one. The whole answer fills that slot
   * when nothing in it is understood as that slot's fact, as in the ten-question flow; the text is
   * still read for every other fact ("3 months, and about $10k" also fills the budget).
   */
  slot: ProjectSlotKeySchema.optional(),
});
export type ProjectDraftBody = z.infer<typeof ProjectDraftBodySchema>;

/** The ten slot fields as text, what the Post Job Wizard shows (keys as in PROJECT_SLOTS). */
export const ProjectDraftSlotsSchema = z.object(
  Object.fromEntries(SLOT_KEYS.map((key) => [key, z.string()])) as Record<ProjectSlotKey, z.ZodString>,
);

export const ProjectDraftResponseSchema = z.object({
  success: z.literal(true),
  /** Slot text for every slot that is filled (by `known` or the text); missing slots are absent. */
  draft: ProjectDraftSlotsSchema.partial(),
  facts: ProjectFactsSchema,
  /** The slot keys still to ask, in the usual order. */
  missing: z.array(ProjectSlotKeySchema),
  generator: z.enum(ASSISTANT_GENERATORS),
});
export type ProjectDraftResponse = z.infer<typeof ProjectDraftResponseSchema>;

/** A link as the Developer Profile Wizard saves it: https, GitHub and LinkedIn on their own hosts. */
const profileLink = (kind: 'portfolio' | 'github' | 'linkedin') =>
  z
    .string()
    .max(300)
    .refine((value) => checkProfileLink(kind, value).valid, {
      message: `must be an https link${kind === 'portfolio' ? '' : ` on ${kind}.com`}`,
    });

/** What the developer assistant understood from a pasted CV or LinkedIn summary. */
export const ProfileFactsSchema = z.object({
  name: z.string().max(100).optional(),
  title: z.string().max(200).optional(),
  skills: z.array(z.string().max(100)).max(50).optional(),
  yearsOfExperience: z.number().int().nonnegative().max(70).optional(),
  languages: z.array(z.string().max(60)).max(20).optional(),
  location: z.string().max(200).optional(),
  timezone: z.string().max(100).optional(),
  /** The hourly rate, or the low end of a range ("$85-140/hr"): the high end is `hourlyRateMax`. */
  hourlyRate: z.number().nonnegative().optional(),
  hourlyRateMax: z.number().nonnegative().optional(),
  currency: CurrencySchema.optional(),
  github: profileLink('github').optional(),
  linkedin: profileLink('linkedin').optional(),
  portfolio: profileLink('portfolio').optional(),
  bio: z.string().max(2000).optional(),
});
export type ProfileFacts = z.infer<typeof ProfileFactsSchema>;

/**
 * POST /api/assistant/profile-draft: a pasted CV, or one answer to the developer assistant.
 * `known` (what earlier answers told) is kept as it is, as for projects.
 */
export const ProfileDraftBodySchema = z.object({
  text: freeText({ empty: ASSISTANT_MESSAGES.cvEmpty, tooLong: ASSISTANT_MESSAGES.cvTooLong }),
  known: ProfileFactsSchema.optional(),
  /**
   * The fields the assistant's question asked for, when the text answers one (issue 33). The text
   * is read as that answer ("Lisbon" to the location question is the location, "70" to the rate
   * question the rate), and a field asked alone takes the answer as typed when nothing in it is
   * understood; every other fact in the text still counts. A bio is read only when asked for.
   */
  slots: z.array(z.enum(PROFILE_SLOTS)).min(1).max(PROFILE_SLOTS.length).optional(),
});
export type ProfileDraftBody = z.infer<typeof ProfileDraftBodySchema>;

export const ProfileDraftResponseSchema = z.object({
  success: z.literal(true),
  facts: ProfileFactsSchema,
  generator: z.enum(ASSISTANT_GENERATORS),
});
export type ProfileDraftResponse = z.infer<typeof ProfileDraftResponseSchema>;

/**
 * POST /api/assistant/cv-text (multipart/form-data, one PDF in the field `file`): the PDF's text,
 * put in the paste box so the person can read and edit it before the profile draft.
 */
export const CvTextResponseSchema = z.object({
  success: z.literal(true),
  /** At most ASSISTANT_TEXT_MAX_LENGTH characters, what the profile draft accepts. */
  text: z.string().min(1).max(ASSISTANT_TEXT_MAX_LENGTH),
  /** True when the PDF had more text (or pages) than was kept. */
  truncated: z.boolean(),
});
export type CvTextResponse = z.infer<typeof CvTextResponseSchema>;
