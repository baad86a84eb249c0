import type { JobApplicationInput } from '@app/shared/developers/developers.schemas';
import { MARKETPLACE_PATHS } from '@app/shared/navigation/marketplace-paths';
import { RotateCcw } from 'lucide-react';
import { type FormEvent, useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { StepIndicator } from '../../../../components/ui/step-indicator';
import { useCreateApplication } from '../../api/create-application';
import {
  type ApplicationDraft,
  ApplicationDraftSchema,
  clearApplicationDraft,
  saveApplicationDraft,
} from '../../drafts/application-draft';
import { useWizardSave } from '../../hooks/use-wizard-save';
import { applyServerErrors } from '../wizard/apply-server-errors';
import { SaveResult } from '../wizard/save-result';
import { useWizardStep } from '../wizard/use-wizard-step';
import { WizardNavigation } from '../wizard/wizard-navigation';
import { WizardStepFrame } from '../wizard/wizard-step-frame';
import { APPLICATION_FIELD_STEPS, APPLICATION_STEPS } from './application-form';
import { InterviewStep } from './interview-step';
import { JobDetailsStep } from './job-details-step';
import { MaterialsStep } from './materials-step';
import { ApplicationSkillsStep } from './skills-step';

export const APPLICATION_SAVED = 'Application saved';

const toBody = (draft: ApplicationDraft): JobApplicationInput => ({ ...draft, jobId: draft.jobId || null });

/** The Job Application Wizard (part-1 §2, §4): Job Details, Skills, Materials, Interview; nothing required. */
export function ApplicationWizard({
  initialDraft,
  onSaved,
  onStartOver,
}: {
  initialDraft: ApplicationDraft;
  onSaved(): void;
  onStartOver(): void;
}) {
  const form = useForm<ApplicationDraft>({ defaultValues: initialDraft });
  const steps = useWizardStep(APPLICATION_STEPS.length);
  const headingId = useId();
  const { mutateAsync } = useCreateApplication();
  const { outcome, save, isSaving } = useWizardSave(
    mutateAsync,
    'Your application could not be saved. Please try again.',
  );

  // The draft follows every change, so a reload keeps it (`jobApplicationDraft`).
  useEffect(() => {
    const subscription = form.watch((values) => saveApplicationDraft(ApplicationDraftSchema.parse(values)));
    return () => subscription.unsubscribe();
  }, [form]);

  const onValid = async (values: ApplicationDraft) => {
    form.clearErrors();
    const result = await save(toBody(values));
    if (result.status === 'saved' || result.status === 'pending') {
      clearApplicationDraft();
      onSaved();
    } else if (result.status === 'rejected') applyServerErrors(form, APPLICATION_FIELD_STEPS, steps, result.errors);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (steps.isLast) void form.handleSubmit(onValid)(event);
    else steps.next();
  };

  if (outcome.status === 'saved' || outcome.status === 'pending') {
    return (
      <SaveResult status={outcome.status} savedTitle={APPLICATION_SAVED} pendingTitle="Your application is pending">
        <Link to={MARKETPLACE_PATHS.myApplications} className={buttonClassName('primary')}>
          My applications
        </Link>
        <Link to="/jobs" className={buttonClassName('secondary')}>
          Browse projects
        </Link>
        <Button variant="secondary" onClick={onStartOver}>
          <RotateCcw className="size-4" aria-hidden />
          Start over
        </Button>
      </SaveResult>
    );
  }

  return (
    <Card className="flex flex-col gap-6 p-4 sm:p-6">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Job Application Wizard
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Every field is optional. Polish each step, then save your application.
        </p>
      </div>
      <StepIndicator titles={APPLICATION_STEPS} step={steps.step} />
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="flex min-w-0 flex-col gap-6">
        {(outcome.status === 'rejected' || outcome.status === 'failed') && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {outcome.message}
          </p>
        )}
        <WizardStepFrame titles={APPLICATION_STEPS} step={steps.step} headingRef={steps.headingRef}>
          {steps.step === 0 && <JobDetailsStep form={form} />}
          {steps.step === 1 && <ApplicationSkillsStep form={form} />}
          {steps.step === 2 && <MaterialsStep form={form} />}
          {steps.step === 3 && <InterviewStep form={form} />}
        </WizardStepFrame>
        <WizardNavigation steps={steps} isSaving={isSaving} saveLabel="Save application" />
      </form>
    </Card>
  );
}
