import type { ReactNode, RefObject } from 'react';

/** The current step's heading ('Step 2 of 4: Skills') and its fields. */
export function WizardStepFrame({
  titles,
  step,
  headingRef,
  children,
}: {
  titles: readonly string[];
  step: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="sr-only">{titles[step]}</legend>
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
        Step {step + 1} of {titles.length}: {titles[step]}
      </h3>
      {children}
    </fieldset>
  );
}
