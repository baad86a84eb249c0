/** The profile fields the developer assistant asks for, in the order of its questions (no imports: the schemas name them). */
export const PROFILE_SLOTS = [
  'name',
  'title',
  'location',
  'skills',
  'languages',
  'timezone',
  'hourlyRate',
  'links',
  'bio',
] as const;
export type ProfileSlot = (typeof PROFILE_SLOTS)[number];
