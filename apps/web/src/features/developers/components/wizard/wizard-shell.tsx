import { RotateCcw } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { cn } from '../../../../components/ui/cn';
import { StepIndicator } from '../../../../components/ui/step-indicator';
import { SaveResult } from './save-result';
import type { DraftWizard } from './use-draft-wizard';
import { WizardNavigation } from './wizard-navigation';
import { WizardStepFrame } from './wizard-step-frame';

/**
 * What the profile and application wizards share: the titled card with its step indicator, the
 * save's alert, the current step's frame and the navigation; once saved (or pending), what
 * became of it, the wizard's own links and Start over. A preview, when given, sits beside the form.
 */
export function WizardShell({
  wizard,
  title,
  description,
  note,
  stepTitles,
  saveLabel,
  savedTitle,
  pendingTitle,
  savedLinks,
  onStartOver,
  preview,
  beforeSavePrompt,
  children,
}: {
  wizard: DraftWizard;
  title: string;
  description: string;
  /** A line under the description (what a pasted CV filled). */
  note?: string | null;
  stepTitles: readonly string[];
  saveLabel: string;
  savedTitle: string;
  pendingTitle: string;
  savedLinks: ReactNode;
  onStartOver(): void;
  preview?: ReactNode;
  /** A question asked before the save (issue 41 §1), above the buttons. */
  beforeSavePrompt?: ReactNode;
  /** The current step's fields. */
  children: ReactNode;
}) {
  const { steps, outcome, isSaving, onSubmit } = wizard;
  const headingId = useId();

  if (outcome.status === 'saved' || outcome.status === 'pending') {
    return (
      <SaveResult status={outcome.status} savedTitle={savedTitle} pendingTitle={pendingTitle}>
        {savedLinks}
        <Button variant="secondary" onClick={onStartOver}>
          <RotateCcw className="size-4" aria-hidden />
          Start over
        </Button>
      </SaveResult>
    );
  }

  const form = (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
      className={cn('flex min-w-0 flex-col gap-6', preview && 'lg:col-span-2')}
    >
      {(outcome.status === 'rejected' || outcome.status === 'failed') && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {outcome.message}
        </p>
      )}
      <WizardStepFrame titles={stepTitles} step={steps.step} headingRef={steps.headingRef}>
        {children}
      </WizardStepFrame>
      {beforeSavePrompt}
      <WizardNavigation steps={steps} isSaving={isSaving} saveLabel={saveLabel} />
    </form>
  );

  return (
    <Card className="flex flex-col gap-6 p-4 sm:p-6">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
        {note && <p className="mt-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">{note}</p>}
      </div>
      <StepIndicator titles={stepTitles} step={steps.step} />
      {preview ? (
        <div className="grid gap-6 lg:grid-cols-3">
          {form}
          {preview}
        </div>
      ) : (
        form
      )}
    </Card>
  );
}
