import { SPOKEN_LANGUAGES } from '../../assistant/data/profile-cues.data.ts';
import { escapeRegExp } from '../../assistant/extract/patterns.ts';
import { DOMAINS } from './domains.data.ts';
import { REGION_HOURS, ZONE_ABBREVIATIONS } from './time-zones.data.ts';

const wordPattern = (words: readonly string[]) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${words
      .map((word) => (word.endsWith('*') ? `${escapeRegExp(word.slice(0, -1))}[\\p{L}]*` : escapeRegExp(word)))
      .join('|')})(?![\\p{L}\\p{N}])`,
    'iu',
  );
const DOMAIN_PATTERNS = DOMAINS.map((domain) => ({ name: domain.name, pattern: wordPattern(domain.words) }));

/** The fields a text speaks of ("a booking app for physio clinics" is healthcare). */
export function domainsIn(text: string): string[] {
  return DOMAIN_PATTERNS.filter((domain) => domain.pattern.test(text)).map((domain) => domain.name);
}

/** A domain as a category reads ("Healthcare" is the category of a healthcare contract). */
export function domainOfCategory(category: string): string | null {
  return domainsIn(category)[0] ?? null;
}

const OFFSET = /\b(?:utc|gmt)\s*([+-−–])\s*(\d{1,2})(?:[:.](\d{2}))?\b/i;

/** Hours from UTC of a written time zone: "UTC+1", "GMT-5", "CET", "America/New_York"; else null. */
export function utcOffsetOf(zone: string, reference = new Date('2026-01-15T12:00:00Z')): number | null {
  const text = zone.trim();
  if (!text) return null;
  const offset = text.match(OFFSET);
  if (offset) {
    const sign = offset[1] === '+' ? 1 : -1;
    return sign * (Number(offset[2]) + Number(offset[3] ?? 0) / 60);
  }
  const abbreviation = text
    .toLowerCase()
    .match(/\b[a-z]{2,5}\b/g)
    ?.find((word) => word in ZONE_ABBREVIATIONS);
  if (abbreviation !== undefined) return ZONE_ABBREVIATIONS[abbreviation] ?? null;
  if (/^[A-Za-z_]+\/[A-Za-z_/-]+$/.test(text)) {
    try {
      const name = new Intl.DateTimeFormat('en-US', { timeZone: text, timeZoneName: 'longOffset' })
        .formatToParts(reference)
        .find((part) => part.type === 'timeZoneName')?.value;
      const parsed = name?.match(/GMT([+-])(\d{2}):(\d{2})/);
      if (name === 'GMT') return 0;
      if (parsed) return (parsed[1] === '+' ? 1 : -1) * (Number(parsed[2]) + Number(parsed[3]) / 60);
    } catch {
      return null;
    }
  }
  return null;
}

/** The working hours a job asks for: "overlap with CET", "US Eastern hours", "UTC+2". */
export function jobZoneIn(text: string): { offset: number; name: string } | null {
  for (const region of REGION_HOURS) if (region.pattern.test(text)) return { offset: region.offset, name: region.name };
  const written = text.match(
    /\b(?:utc|gmt)\s*[+-−–]\s*\d{1,2}(?:[:.]\d{2})?\b|\b(?:overlap with|in|within)\s+(?:the\s+)?([A-Z]{3,4})\b/,
  );
  if (!written) return null;
  const offset = utcOffsetOf(written[1] ?? written[0]);
  return offset === null ? null : { offset, name: formatOffset(offset) };
}

export function formatOffset(offset: number): string {
  if (offset === 0) return 'UTC';
  const hours = Math.trunc(Math.abs(offset));
  const minutes = Math.round((Math.abs(offset) - hours) * 60);
  return `UTC${offset > 0 ? '+' : '-'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

const LANGUAGES = SPOKEN_LANGUAGES.map((language) => ({
  name: language.name,
  pattern: wordPattern([language.name, ...(language.aliases ?? [])]),
}));
const ASKS_FOR_LANGUAGE =
  /\b(?:speak(?:s|ing)?|fluent|native|bilingual|language|spoken|written|communicat\w*)\b|-speaking/i;

/** The spoken languages a job asks for ("a Spanish-speaking developer", "fluent German"). */
export function languagesAskedIn(text: string): string[] {
  const asked: string[] = [];
  for (const sentence of text.split(/(?<=[.!?\n])\s*/)) {
    if (!ASKS_FOR_LANGUAGE.test(sentence)) continue;
    for (const language of LANGUAGES) if (language.pattern.test(sentence)) asked.push(language.name);
  }
  return [...new Set(asked)];
}

/** A developer's languages by their names in the list ("english" is English). */
export function namedLanguages(languages: readonly string[]): string[] {
  const named = languages.map(
    (written) => LANGUAGES.find((language) => language.pattern.test(written))?.name ?? written.trim(),
  );
  return [...new Set(named.filter(Boolean))];
}
