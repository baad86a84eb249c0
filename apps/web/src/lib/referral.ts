import { buildReferral, type DeveloperReferral, readReferralParams } from '@app/shared/referral/referral';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

/**
 * Reads `ref` and `source` from the current URL (or a hash query, for old links) and stores the
 * referral under `developer_referral` for later job posts (part-1 §2).
 */
export function captureReferral(
  location: Pick<Location, 'search' | 'hash'> = window.location,
): DeveloperReferral | null {
  const params = readReferralParams(location.search, location.hash);
  if (!params) return null;
  const referral = buildReferral(params);
  writeJson(STORAGE_KEYS.referral, referral);
  return referral;
}

export function getStoredReferral(): DeveloperReferral | null {
  return readJson<DeveloperReferral | null>(STORAGE_KEYS.referral, null);
}
