import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import type { WizardSteps } from './use-wizard-steps';

/** Previous (always allowed), then Next (once the step is filled) or Publish on the last step. */
export function WizardNavigation({ steps, isPublishing }: { steps: WizardSteps; isPublishing: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-3">
      <Button variant="secondary" onClick={steps.previous} disabled={steps.step === 0 || isPublishing}>
        <ArrowLeft className="size-4" aria-hidden />
        Previous
      </Button>
      {steps.isLast ? (
        <Button type="submit" disabled={!steps.isFilled} isLoading={isPublishing}>
          <Send className="size-4" aria-hidden />
          Publish
        </Button>
      ) : (
        <Button type="submit" disabled={!steps.isFilled}>
          Next
          <ArrowRight className="size-4" aria-hidden />
        </Button>
      )}
    </div>
  );
}
