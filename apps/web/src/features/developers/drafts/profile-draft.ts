import { AVAILABILITIES, PROFILE_ENTRY_MAX_LENGTH } from '@app/shared/developers/developers.constants';
import type { DeveloperProfile } from '@app/shared/developers/developers.schemas';
import { addTag } from '@app/shared/forms/tag-list';
import { z } from 'zod';
import { readJson, removeItem, writeJson } from '../../../lib/storage';
import { DEVELOPER_STORAGE_KEYS } from '../developer-storage-keys';

const text = z.string().catch('');
const list = z
  .array(z.string())
  .catch([])
  .transform((entries) =>
    entries.reduce<string[]>((kept, entry) => addTag(kept, entry, { maxLength: PROFILE_ENTRY_MAX_LENGTH }).tags, []),
  );

/** The Developer Profile Wizard's values (part-1 §3): nothing required, so every field has a blank. */
export const ProfileDraftSchema = z.object({
  name: text,
  title: text,
  location: text,
  hourlyRate: text,
  availability: z.enum(AVAILABILITIES).catch('Available'),
  timezone: text,
  skills: list,
  experience: text,
  languages: list,
  portfolio: text,
  github: text,
  linkedin: text,
  bio: text,
});
export type ProfileDraft = z.infer<typeof ProfileDraftSchema>;

export const emptyProfileDraft = (): ProfileDraft => ProfileDraftSchema.parse({});

/** The stored draft, or null; anything unreadable in storage is treated as blank fields. */
export function readProfileDraft(): ProfileDraft | null {
  const stored = readJson<unknown>(DEVELOPER_STORAGE_KEYS.profileDraft, null);
  return stored === null ? null : ProfileDraftSchema.parse(typeof stored === 'object' ? stored : {});
}

export function saveProfileDraft(draft: ProfileDraft): void {
  writeJson(DEVELOPER_STORAGE_KEYS.profileDraft, draft);
}

export function clearProfileDraft(): void {
  removeItem(DEVELOPER_STORAGE_KEYS.profileDraft);
}

/** A saved profile as the wizard's values: what a section of the developer's page starts from. */
export function draftOfProfile(profile: DeveloperProfile): ProfileDraft {
  return ProfileDraftSchema.parse({
    ...profile,
    portfolio: profile.portfolio ?? '',
    github: profile.github ?? '',
    linkedin: profile.linkedin ?? '',
  });
}
