import { JOB_WIZARD_STEPS } from '@app/shared/jobs/jobs.schemas';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { JobDraftForm } from './draft-field';

/** The first step holding one of these fields, to show the person where a problem is. */
export function firstStepWith(fields: string[]): number | null {
  const index = JOB_WIZARD_STEPS.findIndex((step) => step.fields.some((field) => fields.includes(field)));
  return index === -1 ? null : index;
}

/**
 * Which step is shown and whether it may be left: Next only once the step's required fields are
 * filled and valid (part-1 §5); Previous always. The step's heading takes focus on a change.
 */
export function useWizardSteps(form: JobDraftForm) {
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);
  const values = useWatch({ control: form.control });
  const fields = JOB_WIZARD_STEPS[step]?.fields ?? [];
  const isFilled = fields.every((field) => Boolean(values[field]?.trim()));
  const isLast = step === JOB_WIZARD_STEPS.length - 1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the new step's heading takes focus after each move
  useEffect(() => {
    if (hasMoved.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (target: number) => {
    hasMoved.current = true;
    setStep(Math.min(Math.max(target, 0), JOB_WIZARD_STEPS.length - 1));
  };

  const next = async () => {
    if (!isFilled || isLast) return;
    if (await form.trigger([...fields])) goTo(step + 1);
  };

  return { step, isLast, isFilled, headingRef, goTo, next, previous: () => goTo(step - 1) };
}

export type WizardSteps = ReturnType<typeof useWizardSteps>;
