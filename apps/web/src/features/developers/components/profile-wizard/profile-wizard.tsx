import type { UpsertDeveloperProfileInput } from '@app/shared/developers/developers.schemas';
import { Link } from 'react-router';
import { buttonClassName } from '../../../../components/ui/button';
import { useSaveMyProfile } from '../../api/save-my-profile';
import { clearProfileDraft, type ProfileDraft, ProfileDraftSchema, saveProfileDraft } from '../../drafts/profile-draft';
import { useDraftWizard } from '../wizard/use-draft-wizard';
import { WizardShell } from '../wizard/wizard-shell';
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
  const { mutateAsync } = useSaveMyProfile();
  // The draft follows every change, so a reload keeps it (`developerProfileDraft`).
  const { form, ...wizard } = useDraftWizard({
    initialDraft,
    draftSchema: ProfileDraftSchema,
    saveDraft: saveProfileDraft,
    clearDraft: clearProfileDraft,
    stepCount: PROFILE_STEPS.length,
    fieldSteps: PROFILE_FIELD_STEPS,
    send: mutateAsync,
    toBody,
    failedMessage: 'Your profile could not be saved. Please try again.',
    onSaved,
  });
  const { step } = wizard.steps;

  return (
    <WizardShell
      wizard={wizard}
      title="Developer Profile Wizard"
      description="Every field is optional. Check the preview, then save your profile."
      note={filledNote}
      stepTitles={PROFILE_STEPS}
      saveLabel="Save profile"
      savedTitle={PROFILE_SAVED}
      pendingTitle="Your profile is pending"
      savedLinks={
        <Link to="/developers" className={buttonClassName('primary')}>
          View the Developer Directory
        </Link>
      }
      onStartOver={onStartOver}
      preview={<ProfilePreview form={form} />}
    >
      {step === 0 && <BasicInfoStep form={form} />}
      {step === 1 && <SkillsStep form={form} />}
      {step === 2 && <LanguagesStep form={form} />}
      {step === 3 && <PortfolioStep form={form} />}
    </WizardShell>
  );
}
