import { formatMoney } from '../../assistant/extract/money.ts';

/** "React", "React and Node.js", "React, Node.js and PostgreSQL", "A, B, C and 2 more". */
export function listOf(names: readonly string[], most = 4): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length > most) return `${names.slice(0, most - 1).join(', ')} and ${names.length - most + 1} more`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "2 months", "6 weeks": how long a timeline is, in the unit people say. */
export function durationOf(weeks: number): string {
  if (weeks <= 6) return plural(Math.max(1, Math.round(weeks)), 'week');
  return plural(Math.max(1, Math.round(weeks / 4.345)), 'month');
}

export function moneyRange(min: number, max: number, currency: string | null): string {
  const code = currency ?? undefined;
  return min === max ? formatMoney(min, code) : `${formatMoney(min, code)}-${formatMoney(max, code)}`;
}

/** "$60-80/h", "€90/h", "45/h" (no currency written: none shown). */
export function rateText(min: number, max: number | null, currency: string | null): string {
  const low = formatMoney(min, currency ?? undefined);
  return max !== null && max !== min ? `${low}-${formatMoney(max, undefined)}/h` : `${low}/h`;
}
