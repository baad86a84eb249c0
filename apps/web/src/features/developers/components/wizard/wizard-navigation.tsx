import { ArrowLeft, ArrowRight, Save } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import type { WizardStepState } from './use-wizard-step';

/** Previous and Next; the last step's button saves. */
export function WizardNavigation({
  steps,
  isSaving,
  saveLabel,
}: {
  steps: WizardStepState;
  isSaving: boolean;
  saveLabel: string;
}) {
  return (
    <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-3">
      <Button variant="secondary" onClick={steps.previous} disabled={steps.step === 0 || isSaving}>
        <ArrowLeft className="size-4" aria-hidden />
        Previous
      </Button>
      {steps.isLast ? (
        <Button type="submit" isLoading={isSaving}>
          <Save className="size-4" aria-hidden />
          {saveLabel}
        </Button>
      ) : (
        <Button type="submit">
          Next
          <ArrowRight className="size-4" aria-hidden />
        </Button>
      )}
    </div>
  );
}
