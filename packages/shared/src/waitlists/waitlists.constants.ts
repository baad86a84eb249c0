/** Waitlist vocabulary, rules and texts (part-2 §3, §5, §8, §9; FACTS.md landing page). No zod here. */

export const SERVICE_CAPACITY_PER_MONTH = 10;
export const PROJECT_SUMMARY_MIN = 50;

export const WAITLIST_LIMITS = { nameMax: 100, emailMax: 254, phoneMax: 30, summaryMax: 2000, goalsMax: 1000 } as const;

export const SERVICE_MESSAGES = {
  nameRequired: 'Name is required',
  nameShort: 'Name must be at least 2 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  summaryRequired: 'Project idea summary is required',
  summaryShort: 'Please provide at least 50 characters describing your project idea',
  failed: 'There was an error submitting your form. Please try again.',
  successTitle: 'Welcome to the Waitlist!',
} as const;

export const COURSE_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  experienceRequired: 'Choose your experience level',
  availabilityRequired: 'Choose when you are available',
  failed: 'There was an error submitting your form. Please try again.',
} as const;

export const EXPERIENCE_OPTIONS = [
  { value: 'beginner', label: 'Beginner: just starting out' },
  { value: 'some-experience', label: 'Some experience: tutorials and small projects' },
  { value: 'intermediate', label: 'Intermediate: built a few apps' },
  { value: 'advanced', label: 'Advanced: working developer' },
] as const;
export const EXPERIENCE_VALUES = ['beginner', 'some-experience', 'intermediate', 'advanced'] as const;

export const AVAILABILITY_OPTIONS = [
  { value: 'weekday-morning', label: 'Weekday mornings' },
  { value: 'weekday-afternoon', label: 'Weekday afternoons' },
  { value: 'weekday-evening', label: 'Weekday evenings' },
  { value: 'weekend', label: 'Weekends' },
  { value: 'flexible', label: 'Flexible' },
] as const;
export const AVAILABILITY_VALUES = [
  'weekday-morning',
  'weekday-afternoon',
  'weekday-evening',
  'weekend',
  'flexible',
] as const;

/** Removes spaces, dashes and parentheses (part-2 §5). */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s\-()]/g, '');
}

/** An optional plus, a non-zero first digit, then up to 15 more digits, once normalised. */
export function isValidPhone(phone: string): boolean {
  return /^\+?[1-9]\d{0,15}$/.test(normalisePhone(phone));
}

/** Something@something.something without spaces (the spec's "looks like an email"). */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** `2026-11` -> 'November 2026'. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Date(Date.UTC(year, monthNumber - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
