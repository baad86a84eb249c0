import type { JobDraft } from '@app/shared/jobs/jobs.schemas';
import type { UseFormReturn } from 'react-hook-form';
import { JOB_FIELD_LABELS } from '../../job-field-labels';

export type JobDraftForm = UseFormReturn<JobDraft, unknown, JobDraft>;

/** Label, required mark, error and registration of one draft field, for TextField/TextAreaField. */
export function draftField(form: JobDraftForm, name: keyof JobDraft) {
  return {
    label: JOB_FIELD_LABELS[name],
    required: true,
    error: form.formState.errors[name]?.message,
    ...form.register(name),
  };
}
