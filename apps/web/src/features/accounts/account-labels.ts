import { formatRelativeAge } from '@app/shared/format/format';

/** formatRelativeAge inside a sentence: 'just now', '3h ago', 'November 21, 2026' (a date keeps its capital). */
function ageInSentence(value: string, now: Date): string {
  const age = formatRelativeAge(value, now);
  return age === 'Just now' ? 'just now' : age;
}

/** 'last used 3h ago', or 'not used yet' for a passkey saved but never signed in with. */
export function describeLastUse(lastUsedAt: string | null, now = new Date()): string {
  return lastUsedAt ? `last used ${ageInSentence(lastUsedAt, now)}` : 'not used yet';
}

export function describeLastSeen(lastSeenAt: string, now = new Date()): string {
  return `Last seen ${ageInSentence(lastSeenAt, now)}`;
}
