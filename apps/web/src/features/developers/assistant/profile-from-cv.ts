import type { AssistantGenerator } from '@app/shared/assistant/assistant.constants';
import type { ProfileFacts } from '@app/shared/assistant/assistant.schemas';
import { PROFILE_ENTRY_MAX_LENGTH, PROFILE_LIST_MAX } from '@app/shared/developers/developers.constants';
import { addTag } from '@app/shared/forms/tag-list';
import type { ProfileDraft } from '../drafts/profile-draft';

/** The wizard's label for each field the CV can fill, in the wizard's order, for the "filled" note. */
export const CV_FIELD_LABELS = {
  name: 'Name',
  title: 'Professional title',
  location: 'Location',
  hourlyRate: 'Hourly rate',
  timezone: 'Time zone',
  skills: 'Skills',
  experience: 'Experience',
  languages: 'Languages',
  portfolio: 'Portfolio',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  bio: 'Bio',
} as const satisfies Partial<Record<keyof ProfileDraft, string>>;

export type CvField = keyof typeof CV_FIELD_LABELS;
const CV_FIELDS = Object.keys(CV_FIELD_LABELS) as CvField[];

/** The profile's own limits (UpsertDeveloperProfileBodySchema), so a long CV line never makes the save fail. */
const MAX_LENGTH: Record<Exclude<CvField, 'skills' | 'languages'>, number> = {
  name: 80,
  title: 120,
  location: 120,
  hourlyRate: 40,
  timezone: 60,
  experience: 2000,
  portfolio: 300,
  github: 300,
  linkedin: 300,
  bio: 2000,
};

const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' };

/**
 * 85 and 140 USD -> '$85-140/hr' (the directory's own form); other currencies keep their code,
 * and a rate stated without one gets none.
 */
export function formatRate(facts: Pick<ProfileFacts, 'hourlyRate' | 'hourlyRateMax' | 'currency'>): string {
  if (facts.hourlyRate === undefined) return '';
  const range =
    facts.hourlyRateMax !== undefined && facts.hourlyRateMax > facts.hourlyRate
      ? `${facts.hourlyRate}-${facts.hourlyRateMax}`
      : String(facts.hourlyRate);
  if (!facts.currency) return `${range}/hr`;
  const symbol = SYMBOLS[facts.currency];
  return symbol ? `${symbol}${range}/hr` : `${range} ${facts.currency}/hr`;
}

const withScheme = (link: string | undefined) =>
  !link ? '' : /^https?:\/\//i.test(link) ? link : `https://${link.replace(/^\/+/, '')}`;

function valuesFrom(facts: ProfileFacts): Record<Exclude<CvField, 'skills' | 'languages'>, string> {
  const years = facts.yearsOfExperience;
  return {
    name: facts.name ?? '',
    title: facts.title ?? '',
    location: facts.location ?? '',
    hourlyRate: formatRate(facts),
    timezone: facts.timezone ?? '',
    experience: years === undefined ? '' : `${years} ${years === 1 ? 'year' : 'years'} of experience`,
    portfolio: withScheme(facts.portfolio),
    github: withScheme(facts.github),
    linkedin: withScheme(facts.linkedin),
    bio: facts.bio ?? '',
  };
}

/**
 * The Developer Profile Wizard's draft from what the CV told (issue 23). What the person already
 * gave in the chat stays; the CV fills the blanks and adds to the skill and language lists.
 * `filled` names the fields the CV filled, in the wizard's order.
 */
export function fillProfileFromCv(base: ProfileDraft, facts: ProfileFacts): { draft: ProfileDraft; filled: CvField[] } {
  const draft: ProfileDraft = { ...base };
  const filled: CvField[] = [];
  const values = valuesFrom(facts);
  for (const field of CV_FIELDS) {
    if (field === 'skills' || field === 'languages') {
      const list = field === 'skills' ? facts.skills : facts.languages;
      const merged = (list ?? []).reduce(
        (kept, entry) => addTag(kept, entry, { max: PROFILE_LIST_MAX, maxLength: PROFILE_ENTRY_MAX_LENGTH }).tags,
        draft[field],
      );
      if (merged.length > draft[field].length) filled.push(field);
      draft[field] = merged;
      continue;
    }
    const value = values[field].trim().slice(0, MAX_LENGTH[field]);
    if (!value || draft[field].trim()) continue;
    draft[field] = value;
    filled.push(field);
  }
  return { draft, filled };
}

/** The wizard's note: which fields the CV filled and who understood it, to check before saving. */
export function filledFromCvNote({ fields, generator }: { fields: CvField[]; generator: AssistantGenerator }): string {
  const by = generator === 'llm' ? 'the language model' : 'the built-in assistant';
  if (fields.length === 0) return `Nothing was filled from your CV (read by ${by}): fill in what you like.`;
  return `Filled from your CV by ${by}: ${fields.map((field) => CV_FIELD_LABELS[field]).join(', ')}. Check each step, then save.`;
}
