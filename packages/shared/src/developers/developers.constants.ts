/** Developer directory vocabulary (part-1 §3, §9; FACTS.md). No zod here. */
export const AVAILABILITIES = ['Available', 'Busy', 'Unavailable'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const DEVELOPER_SORTS = ['rating', 'completedProjects', 'rate', 'newest'] as const;
export type DeveloperSort = (typeof DEVELOPER_SORTS)[number];
export const DEVELOPER_SORT_LABELS: Record<DeveloperSort, string> = {
  rating: 'Top rated',
  completedProjects: 'Most projects',
  rate: 'Lowest rate',
  newest: 'Newest',
};

/** Preview truncation (part-1 §9). */
export const BIO_PREVIEW_LENGTH = 150;
export const COVER_LETTER_PREVIEW_LENGTH = 150;
export const PROFILE_PREVIEW_SKILLS = 5;
export const APPLICATION_SUMMARY_SKILLS = 3;

export const PROFILE_LIST_MAX = 30;
export const PROFILE_ENTRY_MAX_LENGTH = 60;
export const APPLICATION_LIST_MAX = 20;
export const APPLICATION_ENTRY_MAX_LENGTH = 300;

export const DEVELOPER_MESSAGES = {
  directoryFallback: 'Server temporarily unavailable - showing sample data',
  navigationFailed: 'Navigation failed',
} as const;

/** '$85-140/hr' -> { min: 85, max: 140 }; '$90/hr' -> 90 both; no number -> nulls. */
export function parseHourlyRate(text: string | null | undefined): { min: number | null; max: number | null } {
  const numbers = [...(text ?? '').replace(/,/g, '').matchAll(/\d+(?:\.\d+)?/g)].map((match) =>
    Math.round(Number(match[0])),
  );
  const [first, second] = numbers.filter((value) => value > 0 && value < 100_000);
  if (first === undefined) return { min: null, max: null };
  return second === undefined
    ? { min: first, max: first }
    : { min: Math.min(first, second), max: Math.max(first, second) };
}
