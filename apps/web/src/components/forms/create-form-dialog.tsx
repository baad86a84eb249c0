import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import type { SubmitFailure } from './use-create-submission';

const alertClassName = 'rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800';

/**
 * A dialog that creates something (a question, a prototype): its fields, the form-wide alerts
 * (something required is empty; the server did not take it), then Cancel and the submit button.
 */
export function CreateFormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  incompleteMessage,
  failure,
  submitLabel,
  isSubmitting,
  namePrompt,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Shown while a tried submit left something required empty. */
  incompleteMessage: string | null;
  failure: SubmitFailure | null;
  submitLabel: string;
  isSubmitting: boolean;
  /** The display-name question (useCreateSubmission), asked above the buttons. */
  namePrompt?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {children}
        {incompleteMessage && (
          <p role="alert" className={alertClassName}>
            {incompleteMessage}
          </p>
        )}
        {failure && (
          <div role="alert" className={alertClassName}>
            <p>{failure.message}</p>
            {failure.detail && <p className="mt-1 text-xs">{failure.detail}</p>}
          </div>
        )}
        {namePrompt}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
