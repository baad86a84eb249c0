import { useEffect, useRef, useState } from 'react';

/**
 * Which of the wizard's steps is shown. Nothing is required (part-1 §5), so Next and Previous are
 * always allowed; the new step's heading takes focus after a move.
 */
export function useWizardStep(stepCount: number) {
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the new step's heading takes focus after each move
  useEffect(() => {
    if (hasMoved.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (target: number) => {
    hasMoved.current = true;
    setStep(Math.min(Math.max(target, 0), stepCount - 1));
  };

  return {
    step,
    isLast: step === stepCount - 1,
    headingRef,
    goTo,
    next: () => goTo(step + 1),
    previous: () => goTo(step - 1),
  };
}

export type WizardStepState = ReturnType<typeof useWizardStep>;
