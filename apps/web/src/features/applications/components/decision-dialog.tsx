import { DECISION_MESSAGE_MAX } from '@app/shared/applications/applications.constants';
import { DeclineOthersBodySchema } from '@app/shared/applications/applications.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { describeError } from '../../../lib/api-error';

/** The optional word to the applicant, checked with the same rule the server applies. */
const MessageFormSchema = DeclineOthersBodySchema;
type MessageForm = z.input<typeof MessageFormSchema>;

export interface DecisionDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirmLabel: string;
  variant?: 'primary' | 'danger';
  /** Shows an optional message field with this label. */
  messageLabel?: string;
  /** Makes the change; a refusal it throws is shown in the dialog, as the server said it. */
  onConfirm(message: string | undefined): Promise<void>;
}

/** Confirms a decision (hire, decline, withdraw...), with an optional message, and shows why it was refused. */
export function DecisionDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  variant = 'primary',
  messageLabel,
  onConfirm,
}: DecisionDialogProps) {
  const form = useForm<MessageForm, unknown, z.output<typeof MessageFormSchema>>({
    resolver: zodResolver(MessageFormSchema),
    defaultValues: { message: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const message = form.watch('message') ?? '';

  const close = (isOpen: boolean) => {
    if (!isOpen) {
      form.reset();
      setFailure(null);
    }
    onOpenChange(isOpen);
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onConfirm(messageLabel ? values.message : undefined);
      close(false);
    } catch (error) {
      setFailure(describeError(error, 'This could not be done. Please try again.'));
    }
  });

  return (
    <Dialog open={open} onOpenChange={close} title={title} description={description}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {messageLabel && (
          <TextAreaField
            label={messageLabel}
            hint="Optional. The applicant sees it with the decision."
            showCounter
            currentLength={message.length}
            counterMax={DECISION_MESSAGE_MAX}
            error={form.formState.errors.message?.message}
            {...form.register('message')}
          />
        )}
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" variant={variant} isLoading={form.formState.isSubmitting}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
