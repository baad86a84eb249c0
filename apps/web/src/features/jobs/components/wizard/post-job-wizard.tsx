import { JOB_WIZARD_STEPS, type JobDraft, JobDraftSchema } from '@app/shared/jobs/jobs.schemas';
import type { JobDraftFields } from '@app/shared/jobs/slot-engine';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, type ReactNode, type RefObject, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useDisplayNameGate } from '../../../../components/display-name/use-display-name-gate';
import { Card } from '../../../../components/ui/card';
import { StepIndicator } from '../../../../components/ui/step-indicator';
import { usePublishJob } from '../../hooks/use-publish-job';
import { useWizardDraftSync } from '../../hooks/use-wizard-draft-sync';
import type { ReferralFields } from '../../job-draft-storage';
import { PublishResult } from './publish-result';
import { firstStepWith, useWizardSteps } from './use-wizard-steps';
import { WizardNavigation } from './wizard-navigation';
import { WizardStep } from './wizard-step';

/** What a page shows under a job it just published, by the job's id (composed in app/). */
export type PublishedDetails = (jobId: string) => ReactNode;

export interface PostJobWizardProps {
  /** The values the form starts with (a stored draft, or the assistant's answers). */
  initialDraft: JobDraftFields;
  /** The assistant's live answers: an answer edited in the chat summary updates its field. */
  draft?: JobDraftFields;
  referral: ReferralFields;
  /** Called once the job is published or queued for publication. */
  onPublished?: () => void;
  onStartOver?: () => void;
  publishedDetails?: PublishedDetails;
  /** The wizard's heading, focused when the wizard opens after the assistant's summary. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/** The Post Job Wizard (part-1 §4, §5): Basics, Details, Budget, Review; then Publish. */
const STEP_TITLES = JOB_WIZARD_STEPS.map((item) => item.title);

export function PostJobWizard({
  initialDraft,
  draft,
  referral,
  onPublished,
  onStartOver,
  publishedDetails,
  headingRef,
}: PostJobWizardProps) {
  const form = useForm<JobDraft, unknown, JobDraft>({
    resolver: zodResolver(JobDraftSchema),
    defaultValues: initialDraft,
    mode: 'onTouched',
  });
  useWizardDraftSync(form, referral, draft);
  const steps = useWizardSteps(form);
  const headingId = useId();
  const { outcome, publish, isPublishing } = usePublishJob();
  const nameGate = useDisplayNameGate('publish');

  const onValid = (values: JobDraft) => nameGate.run(() => void publishValid(values));

  const publishValid = async (values: JobDraft) => {
    const result = await publish(values, referral);
    if (result.status === 'published' || result.status === 'pending') onPublished?.();
    if (result.status !== 'rejected') return;
    const fields: string[] = [];
    for (const error of result.errors) {
      const field = error.path.split(/[./]/).at(-1) ?? '';
      if (!(field in JobDraftSchema.shape)) continue;
      fields.push(field);
      form.setError(field as keyof JobDraft, { type: 'server', message: error.message });
    }
    steps.goTo(firstStepWith(fields) ?? steps.step);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!steps.isLast) {
      void steps.next();
      return;
    }
    void form.handleSubmit(onValid, (errors) => steps.goTo(firstStepWith(Object.keys(errors)) ?? steps.step))(event);
  };

  if (outcome.status === 'published' || outcome.status === 'pending') {
    return (
      <PublishResult
        status={outcome.status}
        onStartOver={onStartOver}
        details={outcome.status === 'published' ? publishedDetails?.(outcome.jobId) : undefined}
      />
    );
  }

  return (
    <Card className="flex flex-col gap-6 p-4 sm:p-6">
      <div>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
          Post Job Wizard
        </h2>
        <p className="mt-1 text-sm text-slate-600">Check each step, then publish your project for developers.</p>
      </div>
      <StepIndicator titles={STEP_TITLES} step={steps.step} />
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="flex flex-col gap-6">
        {(outcome.status === 'rejected' || outcome.status === 'failed') && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {outcome.message}
          </p>
        )}
        <WizardStep form={form} step={steps.step} headingRef={steps.headingRef} referral={referral} />
        {nameGate.prompt}
        <WizardNavigation steps={steps} isPublishing={isPublishing} />
      </form>
    </Card>
  );
}
