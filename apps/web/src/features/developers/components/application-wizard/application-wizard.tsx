import type { JobApplicationInput } from '@app/shared/developers/developers.schemas';
import { MARKETPLACE_PATHS } from '@app/shared/navigation/marketplace-paths';
import { Link } from 'react-router';
import { useDisplayNameGate } from '../../../../components/display-name/use-display-name-gate';
import { buttonClassName } from '../../../../components/ui/button';
import { offerPasskeyNudge } from '../../../../lib/passkey-nudge';
import { useCreateApplication } from '../../api/create-application';
import {
  type ApplicationDraft,
  ApplicationDraftSchema,
  clearApplicationDraft,
  saveApplicationDraft,
} from '../../drafts/application-draft';
import { useDraftWizard } from '../wizard/use-draft-wizard';
import { WizardShell } from '../wizard/wizard-shell';
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
  const { mutateAsync } = useCreateApplication();
  const nameGate = useDisplayNameGate('send');
  // The draft follows every change, so a reload keeps it (`jobApplicationDraft`).
  const { form, ...wizard } = useDraftWizard({
    initialDraft,
    draftSchema: ApplicationDraftSchema,
    saveDraft: saveApplicationDraft,
    clearDraft: clearApplicationDraft,
    stepCount: APPLICATION_STEPS.length,
    fieldSteps: APPLICATION_FIELD_STEPS,
    send: async (request) => {
      const result = await mutateAsync(request);
      if (result.status === 'sent') offerPasskeyNudge();
      return result;
    },
    toBody,
    failedMessage: 'Your application could not be saved. Please try again.',
    onSaved,
    beforeSave: nameGate.run,
  });
  const { step } = wizard.steps;

  return (
    <WizardShell
      wizard={wizard}
      title="Job Application Wizard"
      description="Every field is optional. Polish each step, then save your application."
      stepTitles={APPLICATION_STEPS}
      saveLabel="Save application"
      savedTitle={APPLICATION_SAVED}
      pendingTitle="Your application is pending"
      savedLinks={
        <>
          <Link to={MARKETPLACE_PATHS.myApplications} className={buttonClassName('primary')}>
            My applications
          </Link>
          <Link to="/jobs" className={buttonClassName('secondary')}>
            Browse projects
          </Link>
        </>
      }
      onStartOver={onStartOver}
      beforeSavePrompt={nameGate.prompt}
    >
      {step === 0 && <JobDetailsStep form={form} />}
      {step === 1 && <ApplicationSkillsStep form={form} />}
      {step === 2 && <MaterialsStep form={form} />}
      {step === 3 && <InterviewStep form={form} />}
    </WizardShell>
  );
}
