/**
 * localStorage that never throws: private modes, full quotas and corrupt JSON all degrade to
 * "nothing stored" instead of breaking the page.
 */
function getStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readJson<T>(key: string, fallback: T): T {
  const raw = getStorage()?.getItem(key);
  if (raw === null || raw === undefined) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): boolean {
  try {
    getStorage()?.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function readText(key: string): string | null {
  return getStorage()?.getItem(key) ?? null;
}

export function writeText(key: string, value: string): void {
  try {
    getStorage()?.setItem(key, value);
  } catch {
    // Storage full or unavailable: the value lives for this page only.
  }
}

export function removeItem(key: string): void {
  try {
    getStorage()?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

/** Local storage keys, in one place (part-1 §9). */
export const STORAGE_KEYS = {
  visitorToken: 'visitor_token',
  referral: 'developer_referral',
  analyticsEvents: 'analytics_events',
  outbox: 'outbox',
  jobDraft: 'jobDraft',
  assistantState: 'assistantState',
  /** The account button's initials (account-badge.ts). */
  accountBadge: 'account_badge',
} as const;
