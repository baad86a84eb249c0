import { UserCheck } from 'lucide-react';
import type { ReferralFields } from '../job-draft-storage';

/** "Referred by Lamont Evans via linkedin": shown wherever the referral travels with the job. */
export function ReferralNote({ referral }: { referral: ReferralFields }) {
  if (!referral.developerName) return null;
  return (
    <p className="inline-flex items-center gap-2 self-start rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
      <UserCheck className="size-4 shrink-0" aria-hidden />
      <span>
        Referred by <strong className="font-semibold">{referral.developerName}</strong>
        {referral.source ? ` via ${referral.source}` : ''}
      </span>
    </p>
  );
}
