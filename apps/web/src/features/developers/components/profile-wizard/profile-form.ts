import type { UseFormReturn } from 'react-hook-form';
import type { ProfileDraft } from '../../drafts/profile-draft';

export type ProfileForm = UseFormReturn<ProfileDraft>;

export const PROFILE_STEPS = ['Basic Info', 'Skills', 'Languages', 'Portfolio'] as const;

/** The step that holds each field, to show a server error where it can be fixed. */
export const PROFILE_FIELD_STEPS: Record<keyof ProfileDraft, number> = {
  name: 0,
  title: 0,
  location: 0,
  hourlyRate: 0,
  availability: 0,
  timezone: 0,
  skills: 1,
  experience: 1,
  languages: 2,
  portfolio: 3,
  github: 3,
  linkedin: 3,
  bio: 3,
};

type TextName =
  | 'name'
  | 'title'
  | 'location'
  | 'hourlyRate'
  | 'timezone'
  | 'experience'
  | 'portfolio'
  | 'github'
  | 'linkedin'
  | 'bio';

/** Label, error and registration of one text field, for TextField/TextAreaField. */
export function profileField(form: ProfileForm, name: TextName, label: string) {
  return { label, error: form.formState.errors[name]?.message, ...form.register(name) };
}
