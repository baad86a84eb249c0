import { JOB_CATEGORIES } from '@app/shared/jobs/project-slots';
import { z } from 'zod';

/**
 * What the language model is asked to return: the facts' fields, every one present and null when
 * the text does not state it (the form OpenAI's strict structured outputs require). The answer is
 * then checked again against ProjectFactsSchema / ProfileFactsSchema, with their limits.
 */
export const LlmProjectFactsSchema = z.object({
  title: z.string().nullable().describe('A short job title for the project, or null'),
  category: z
    .enum(JOB_CATEGORIES as [string, ...string[]])
    .nullable()
    .describe('The kind of project, or null when the text does not say'),
  audience: z.string().nullable().describe('Who the product is for, in a short phrase'),
  features: z.array(z.string()).nullable().describe('Key features, each a short phrase'),
  technologies: z.array(z.string()).nullable().describe('Technologies, platforms and services named in the text'),
  budgetMin: z.number().nullable().describe('Lower bound of the budget in whole currency units'),
  budgetMax: z.number().nullable().describe('Upper bound of the budget in whole currency units'),
  currency: z
    .string()
    .nullable()
    .describe('ISO 4217 code of the currency stated ($ is USD), or null if none is stated'),
  timelineWeeks: z.number().nullable().describe('The timeline in weeks from today'),
  timelineText: z.string().nullable().describe('The timeline in a few words: "3 months", "by March 2027", "ASAP"'),
  successCriteria: z.string().nullable().describe('How success will be measured, if stated'),
  challenges: z.string().nullable().describe('Challenges or risks, if stated'),
});

export const LlmProfileFactsSchema = z.object({
  name: z.string().nullable(),
  title: z.string().nullable().describe('Job title'),
  skills: z.array(z.string()).nullable().describe('Technologies the person works with'),
  yearsOfExperience: z.number().int().nullable(),
  languages: z.array(z.string()).nullable().describe('Spoken languages, in English ("Spanish")'),
  location: z.string().nullable(),
  timezone: z.string().nullable().describe('Only when stated, as written ("UTC+2", "CET")'),
  hourlyRate: z.number().nullable().describe('Hourly rate, or the low end of a range'),
  hourlyRateMax: z.number().nullable().describe('High end of an hourly rate range'),
  currency: z.string().nullable().describe('ISO 4217 code of the rate, or null if none is stated'),
  github: z.string().nullable(),
  linkedin: z.string().nullable(),
  portfolio: z.string().nullable(),
  bio: z.string().nullable().describe("The person's summary in their own words"),
});

/** The instructions; the user's text goes alone in the user message. */
export function projectInstructions(today: string): string {
  return [
    "You read a client's description of a software project they want built and return its facts as JSON.",
    'Use null for anything the text does not state. Never guess a budget, a currency or a timeline.',
    `category is one of: ${JOB_CATEGORIES.join(', ')}.`,
    'A single budget amount sets both budgetMin and budgetMax; "under 5k" sets only budgetMax; "k" means thousand.',
    'currency is an ISO 4217 code only when the text gives a currency or a symbol ($ is USD); otherwise null.',
    `Today is ${today}. timelineWeeks counts whole weeks from today to a deadline, or the length of a duration.`,
    'Write every value in English.',
  ].join('\n');
}

export function profileInstructions(today: string): string {
  return [
    'You read a CV or a LinkedIn summary and return the facts of a developer profile as JSON.',
    'Use null for anything the text does not state; never guess. Links only as they appear in the text.',
    `Today is ${today}: "since 2015" means ${Number(today.slice(0, 4)) - 2015} years of experience.`,
    'hourlyRate only for a rate per hour. currency is an ISO 4217 code only when stated ($ is USD).',
  ].join('\n');
}
