import { JOB_WIZARD_STEPS } from '@app/shared/jobs/jobs.schemas';
import type { RefObject } from 'react';
import type { ReferralFields } from '../../job-draft-storage';
import { BasicsStep } from './basics-step';
import { BudgetStep } from './budget-step';
import { DetailsStep } from './details-step';
import type { JobDraftForm } from './draft-field';
import { ReviewStep } from './review-step';

interface WizardStepProps {
  form: JobDraftForm;
  step: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  referral: ReferralFields;
}

/** The current step's heading and fields. */
export function WizardStep({ form, step, headingRef, referral }: WizardStepProps) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="sr-only">{JOB_WIZARD_STEPS[step]?.title}</legend>
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
        Step {step + 1} of {JOB_WIZARD_STEPS.length}: {JOB_WIZARD_STEPS[step]?.title}
      </h3>
      {step === 0 && <BasicsStep form={form} />}
      {step === 1 && <DetailsStep form={form} />}
      {step === 2 && <BudgetStep form={form} />}
      {step === 3 && <ReviewStep form={form} referral={referral} />}
    </fieldset>
  );
}
