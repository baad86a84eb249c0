import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** What the frame reads of a form's state (useWaitlistForm). */
interface WaitlistFormState {
  submit: FormEventHandler<HTMLFormElement>;
  hasFailed: boolean;
  form: { formState: { isSubmitting: boolean } };
}

/** A waitlist form's frame: its fields, the alert when joining failed, and the submit button. */
export function WaitlistForm({
  state,
  label,
  failedMessage,
  submitLabel,
  submitSize,
  children,
}: {
  state: WaitlistFormState;
  label: string;
  failedMessage: string;
  submitLabel: string;
  submitSize?: 'lg';
  children: ReactNode;
}) {
  const { isSubmitting } = state.form.formState;
  return (
    <form onSubmit={state.submit} noValidate aria-label={label} className="flex flex-col gap-4">
      {children}
      {state.hasFailed && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {failedMessage}
        </p>
      )}
      <Button type="submit" size={submitSize} isLoading={isSubmitting}>
        {isSubmitting ? 'Submitting...' : submitLabel}
      </Button>
    </form>
  );
}
