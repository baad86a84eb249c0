import type { UseFormReturn } from 'react-hook-form';
import type { ApplicationDraft } from '../../drafts/application-draft';

export type ApplicationForm = UseFormReturn<ApplicationDraft>;

export const APPLICATION_STEPS = ['Job Details', 'Skills', 'Materials', 'Interview'] as const;

/** The step that holds each field, to show a server error where it can be fixed. */
export const APPLICATION_FIELD_STEPS: Record<keyof ApplicationDraft, number> = {
  jobId: 0,
  jobTitle: 0,
  companyName: 0,
  jobDescription: 0,
  relevantSkills: 1,
  relevantExperience: 1,
  coverLetter: 2,
  resumeHighlights: 2,
  interviewPrep: 3,
};

type TextName = 'jobTitle' | 'companyName' | 'jobDescription' | 'coverLetter';

export function applicationField(form: ApplicationForm, name: TextName, label: string) {
  return { label, error: form.formState.errors[name]?.message, ...form.register(name) };
}
