import type { UpsertDeveloperProfileInput } from '@app/shared/developers/developers.schemas';
import { RotateCcw } from 'lucide-react';
import { type FormEvent, useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { StepIndicator } from '../../../../components/ui/step-indicator';
import { useSaveMyProfile } from '../../api/save-my-profile';
import { clearProfileDraft, type ProfileDraft, ProfileDraftSchema, saveProfileDraft } from '../../drafts/profile-draft';
import { useWizardSave } from '../../hooks/use-wizard-save';
import { applyServerErrors } from '../wizard/apply-server-errors';
import { SaveResult } from '../wizard/save-result';
import { useWizardStep } from '../wizard/use-wizard-step';
import { WizardNavigation } from '../wizard/wizard-navigation';
import { WizardStepFrame } from '../wizard/wizard-step-frame';
import { BasicInfoStep } from './basic-info-step';
import { LanguagesStep } from './languages-step';
import { PortfolioStep } from './portfolio-step';
import { PROFILE_FIELD_STEPS, PROFILE_STEPS } from './profile-form';
import { ProfilePreview } from './profile-preview';
import { SkillsStep } from './skills-step';

export const PROFILE_SAVED = 'Profile saved';

const toBody = (draft: ProfileDraft): UpsertDeveloperProfileInput => ({
  ...draft,
  portfolio: draft.portfolio.trim() || null,
  github: draft.github.trim() || null,
  linkedin: draft.linkedin.trim() || null,
});

/** The Developer Profile Wizard (part-1 §2, §4): four steps, nothing required, a live preview. */
export function ProfileWizard({
  initialDraft,
  filledNote,
  onSaved,
  onStartOver,
}: {
  initialDraft: ProfileDraft;
  /** What a pasted CV filled (issue 23), to check before saving. */
  filledNote?: string | null;
  onSaved(): void;
  onStartOver(): void;
}) {
  const form = useForm<ProfileDraft>({ defaultValues: initialDraft });
  const steps = useWizardStep(PROFILE_STEPS.length);
  const headingId = useId();
  const { mutateAsync } = useSaveMyProfile();
  const { outcome, save, isSaving } = useWizardSave(mutateAsync, 'Your profile could not be saved. Please try again.');

  // The draft follows every change, so a reload keeps it (`developerProfileDraft`).
  useEffect(() => {
    const subscription = form.watch((values) => saveProfileDraft(ProfileDraftSchema.parse(values)));
    return () => subscription.unsubscribe();
  }, [form]);

  const onValid = async (values: ProfileDraft) => {
    form.clearErrors();
    const result = await save(toBody(values));
    if (result.status === 'saved' || result.status === 'pending') {
      clearProfileDraft();
      onSaved();
    } else if (result.status === 'rejected') applyServerErrors(form, PROFILE_FIELD_STEPS, steps, result.errors);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (steps.isLast) void form.handleSubmit(onValid)(event);
    else steps.next();
  };

  if (outcome.status === 'saved' || outcome.status === 'pending') {
    return (
      <SaveResult status={outcome.status} savedTitle={PROFILE_SAVED} pendingTitle="Your profile is pending">
        <Link to="/developers" className={buttonClassName('primary')}>
          View the Developer Directory
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
          Developer Profile Wizard
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Every field is optional. Check the preview, then save your profile.
        </p>
        {filledNote && <p className="mt-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">{filledNote}</p>}
      </div>
      <StepIndicator titles={PROFILE_STEPS} step={steps.step} />
      <div className="grid gap-6 lg:grid-cols-3">
        <form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby={headingId}
          className="flex min-w-0 flex-col gap-6 lg:col-span-2"
        >
          {(outcome.status === 'rejected' || outcome.status === 'failed') && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {outcome.message}
            </p>
          )}
          <WizardStepFrame titles={PROFILE_STEPS} step={steps.step} headingRef={steps.headingRef}>
            {steps.step === 0 && <BasicInfoStep form={form} />}
            {steps.step === 1 && <SkillsStep form={form} />}
            {steps.step === 2 && <LanguagesStep form={form} />}
            {steps.step === 3 && <PortfolioStep form={form} />}
          </WizardStepFrame>
          <WizardNavigation steps={steps} isSaving={isSaving} saveLabel="Save profile" />
        </form>
        <ProfilePreview form={form} />
      </div>
    </Card>
  );
}
