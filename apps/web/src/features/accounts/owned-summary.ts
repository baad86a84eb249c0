import type { OwnedSummary } from '@app/shared/accounts/accounts.schemas';

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/** What a visitor owns, in words, largest kinds first: ['2 questions', '1 job', 'a developer profile']. */
export function listOwned(owns: OwnedSummary): string[] {
  const items: string[] = [];
  if (owns.questions > 0) items.push(count(owns.questions, 'question', 'questions'));
  if (owns.answers > 0) items.push(count(owns.answers, 'answer', 'answers'));
  if (owns.prototypes > 0) items.push(count(owns.prototypes, 'prototype', 'prototypes'));
  if (owns.jobs > 0) items.push(count(owns.jobs, 'job', 'jobs'));
  if (owns.applications > 0) items.push(count(owns.applications, 'application', 'applications'));
  if (owns.hasDeveloperProfile) items.push('a developer profile');
  if (owns.walletBalance > 0) items.push(count(owns.walletBalance, 'token', 'tokens'));
  return items;
}

/** 'a', 'a and b', 'a, b and c'. */
export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * Said before signing in over an anonymous visitor with content (issue 21 §2): nothing is merged,
 * so the person knows what stays behind with that visitor.
 */
export function switchVisitorWarning(owns: OwnedSummary): string {
  const owned = listOwned(owns);
  const what = owned.length > 0 ? `has ${joinWords(owned)}` : 'has content of its own';
  return `This browser's current visitor ${what}. They stay with that visitor, and are not moved to the account you sign in to.`;
}
