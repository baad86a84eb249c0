import type { JobDraftFields } from '@app/shared/jobs/slot-engine';
import { useEffect, useRef } from 'react';
import type { JobDraftForm } from '../components/wizard/draft-field';
import { emptyJobDraft, type ReferralFields, saveJobDraft } from '../job-draft-storage';

/**
 * Keeps the wizard and the stored draft together: what the person types is saved under
 * `jobDraft` (a reload keeps it), and an answer edited in the chat summary reaches its field.
 */
export function useWizardDraftSync(form: JobDraftForm, referral: ReferralFields, draft?: JobDraftFields) {
  useEffect(() => {
    const subscription = form.watch((values) => saveJobDraft({ ...emptyJobDraft(), ...values }, referral));
    return () => subscription.unsubscribe();
  }, [form, referral]);

  const previous = useRef(draft);
  useEffect(() => {
    const before = previous.current;
    previous.current = draft;
    if (!draft || !before) return;
    for (const key of Object.keys(draft) as (keyof JobDraftFields)[]) {
      if (draft[key] !== before[key]) form.setValue(key, draft[key], { shouldDirty: true, shouldValidate: true });
    }
  }, [draft, form]);
}
