/** Display formats shared by every screen (part-1 §9). */

export const NOT_SPECIFIED = 'Not specified';

// Intl formatters are built on first use: building them costs the first render of every page
// that merely imports this module (Lighthouse, DESIGN.md §8).
let usd: Intl.NumberFormat | undefined;
function usdFormat(): Intl.NumberFormat {
  usd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return usd;
}

/** US dollars with no decimals, or 'Not specified' for a missing or non-numeric amount. */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return NOT_SPECIFIED;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? usdFormat().format(amount) : NOT_SPECIFIED;
}

/**
 * A deal's value in its currency (issue 40 §7): US dollars as formatMoney, tokens as '250 tokens'
 * (never '$'), any other currency by its code ('EUR 1,250'). A missing currency is USD.
 */
export function formatDealValue(value: number | null | undefined, currency: string | null | undefined): string {
  if (value === null || value === undefined || !currency || currency === 'USD') return formatMoney(value);
  const figure = value.toLocaleString('en-US');
  // 'TOKENS' is contracts' TOKEN_CURRENCY; not imported, so this module stays free of the contract rules.
  return currency === 'TOKENS' ? `${figure} tokens` : `${currency} ${figure}`;
}

let longDate: Intl.DateTimeFormat | undefined;
function longDateFormat(): Intl.DateTimeFormat {
  longDate ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  return longDate;
}

/** US long form: 'November 21, 2026'. */
export function formatLongDate(value: Date | string): string {
  return longDateFormat().format(typeof value === 'string' ? new Date(value) : value);
}

const HOUR_MS = 3_600_000;

/** 'Just now' under 1 h, 'Nh ago' under 24 h, 'Nd ago' under 168 h, otherwise the date. */
export function formatRelativeAge(value: Date | string, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const hours = Math.floor((now.getTime() - date.getTime()) / HOUR_MS);
  if (hours < 1) return 'Just now';
  if (hours < 24) return `${hours}h ago`;
  if (hours < 168) return `${Math.floor(hours / 24)}d ago`;
  return formatLongDate(date);
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/**
 * Deadline text in calendar days: 'No deadline', 'Expired' once the moment has passed,
 * 'Due today', 'Due tomorrow', else 'n days left'.
 */
export function formatDeadline(due: Date | string | null | undefined, now: Date = new Date()): string {
  if (due === null || due === undefined || due === '') return 'No deadline';
  const date = typeof due === 'string' ? new Date(due) : due;
  if (Number.isNaN(date.getTime())) return 'No deadline';
  if (date.getTime() < now.getTime()) return 'Expired';
  const days = Math.round((startOfDay(date) - startOfDay(now)) / (24 * HOUR_MS));
  if (days <= 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  return `${days} days left`;
}
