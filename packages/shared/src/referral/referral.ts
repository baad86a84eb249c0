/** Developer referral links: `?ref=julian&source=twitter` (part-1 §2, FACTS.md). */

export const DEFAULT_REFERRAL_SOURCE = 'direct';

/** Known ref ids, long and short form, to display names. */
export const DEVELOPER_REFERRALS: Readonly<Record<string, string>> = {
  lamont_evans: 'Lamont Evans',
  lamont: 'Lamont Evans',
  dantee_fluellen: 'Dantee Fluellen',
  dantee: 'Dantee Fluellen',
  julian_faulkner: 'Julian Faulkner',
  julian: 'Julian Faulkner',
};

export interface DeveloperReferral {
  developerId: string;
  developerName: string;
  source: string;
  timestamp: string;
  sessionId: string;
}

const MAX_PARAM_LENGTH = 100;

function clean(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, MAX_PARAM_LENGTH) : null;
}

/** Reads ref and source from a query string, or from a query inside the hash (old links). */
export function readReferralParams(search: string, hash = ''): { ref: string; source: string } | null {
  const fromQuery = new URLSearchParams(search);
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  const fromHash = new URLSearchParams(hashQuery);
  const ref = clean(fromQuery.get('ref')) ?? clean(fromHash.get('ref'));
  if (!ref) return null;
  const source = clean(fromQuery.get('source')) ?? clean(fromHash.get('source')) ?? DEFAULT_REFERRAL_SOURCE;
  return { ref, source };
}

/** The display name for a ref id; an unknown ref is its own name. */
export function resolveDeveloperName(ref: string): string {
  return DEVELOPER_REFERRALS[ref.toLowerCase()] ?? ref;
}

/** `session_<timestamp>_<9 random chars>` (FACTS.md). */
export function createSessionId(now: number = Date.now(), random: () => number = Math.random): string {
  let suffix = '';
  while (suffix.length < 9) suffix += Math.floor(random() * 36).toString(36);
  return `session_${now}_${suffix}`;
}

export function buildReferral(
  params: { ref: string; source: string },
  now: Date = new Date(),
  sessionId: string = createSessionId(now.getTime()),
): DeveloperReferral {
  return {
    developerId: params.ref,
    developerName: resolveDeveloperName(params.ref),
    source: params.source,
    timestamp: now.toISOString(),
    sessionId,
  };
}
