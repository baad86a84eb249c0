import type { JobDraft } from '@app/shared/jobs/jobs.schemas';
import { useWatch } from 'react-hook-form';
import { TextAreaField } from '../../../../components/ui/field';
import type { ReferralFields } from '../../job-draft-storage';
import { ReferralNote } from '../referral-note';
import { draftField, type JobDraftForm } from './draft-field';
import { DraftSummary } from './draft-summary';

export function ReviewStep({ form, referral }: { form: JobDraftForm; referral: ReferralFields }) {
  const values = useWatch({ control: form.control }) as JobDraft;
  return (
    <div className="flex flex-col gap-4">
      <TextAreaField
        {...draftField(form, 'successCriteria')}
        rows={3}
        placeholder="How will you know the project succeeded?"
      />
      <TextAreaField {...draftField(form, 'potentialChallenges')} rows={3} placeholder="Risks or open questions" />
      <section aria-labelledby="job-review-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
        <h4 id="job-review-heading" className="mb-4 font-semibold text-slate-900">
          Your job post
        </h4>
        <DraftSummary draft={values} />
        <div className="mt-3">
          <ReferralNote referral={referral} />
        </div>
      </section>
    </div>
  );
}
