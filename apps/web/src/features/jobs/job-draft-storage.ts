import { JobDraftSchema } from '@app/shared/jobs/jobs.schemas';
import { buildJobDraft, type JobDraftFields } from '@app/shared/jobs/slot-engine';
import type { DeveloperReferral } from '@app/shared/referral/referral';
import { getStoredReferral } from '../../lib/referral';
import { readJson, removeItem, STORAGE_KEYS, writeJson } from '../../lib/storage';

/** Who referred the person posting, as the published job carries it (part-1 §3 "Job draft"). */
export interface ReferralFields {
  developerRef: string | null;
  developerName: string | null;
  source: string | null;
  sessionId: string | null;
}

export interface StoredJobDraft {
  draft: JobDraftFields;
  referral: ReferralFields;
}

const DRAFT_FIELDS = Object.keys(JobDraftSchema.shape) as (keyof JobDraftFields)[];
const REFERRAL_FIELDS = ['developerRef', 'developerName', 'source', 'sessionId'] as const;

export function toReferralFields(referral: DeveloperReferral | null): ReferralFields {
  return {
    developerRef: referral?.developerId ?? null,
    developerName: referral?.developerName ?? null,
    source: referral?.source ?? null,
    sessionId: referral?.sessionId ?? null,
  };
}

/** An empty draft with the spec's default budget and timeline. */
export const emptyJobDraft = (): JobDraftFields => buildJobDraft({});

/** The draft under `jobDraft`, field by field: whatever is missing or not text falls back to empty. */
export function readJobDraft(): StoredJobDraft | null {
  const stored = readJson<Record<string, unknown> | null>(STORAGE_KEYS.jobDraft, null);
  if (!stored || typeof stored !== 'object') return null;
  const text = (key: string) => (typeof stored[key] === 'string' ? (stored[key] as string) : null);
  const draft = emptyJobDraft();
  for (const key of DRAFT_FIELDS) draft[key] = text(key) ?? draft[key];
  const referral = toReferralFields(null);
  for (const key of REFERRAL_FIELDS) referral[key] = text(key);
  return { draft, referral };
}

/** Saves the draft with the referral of this visit (the stored one when none is given). */
export function saveJobDraft(draft: JobDraftFields, referral: ReferralFields = toReferralFields(getStoredReferral())) {
  writeJson(STORAGE_KEYS.jobDraft, { ...draft, ...referral });
}

/** A published (or queued) job leaves nothing behind to publish twice. */
export function clearJobDrafts(): void {
  removeItem(STORAGE_KEYS.jobDraft);
  removeItem(STORAGE_KEYS.assistantState);
}

/** The referral a draft was started with, else the one stored for this visitor. */
export function referralForDraft(stored: StoredJobDraft | null): ReferralFields {
  return stored?.referral.developerRef ? stored.referral : toReferralFields(getStoredReferral());
}
