import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { describeError } from '../../../lib/api-error';

export interface TextFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  label: string;
  hint?: string;
  /** The shared schema's rule for this one text (the same the server applies). */
  rule: z.ZodType<string | undefined, string | undefined>;
  maxLength: number;
  submitLabel: string;
  variant?: 'primary' | 'danger';
  /** Sends it; a refusal it throws is shown in the dialog, in the server's words. */
  onSubmit(text: string | undefined): Promise<void>;
}

/** A dialog with one text (a note, a reason, a message) checked by the shared rule. */
export function TextFormDialog({ rule, onSubmit, open, onOpenChange, ...text }: TextFormDialogProps) {
  const schema = z.object({ text: rule });
  const form = useForm<{ text: string | undefined }>({
    resolver: zodResolver(schema),
    defaultValues: { text: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const value = form.watch('text') ?? '';

  const change = (isOpen: boolean) => {
    if (!isOpen) {
      form.reset();
      setFailure(null);
    }
    onOpenChange(isOpen);
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values.text);
      change(false);
    } catch (error) {
      setFailure(describeError(error, 'This could not be sent. Please try again.'));
    }
  });

  return (
    <Dialog open={open} onOpenChange={change} title={text.title} description={text.description}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextAreaField
          label={text.label}
          hint={text.hint}
          rows={5}
          showCounter
          currentLength={value.length}
          counterMax={text.maxLength}
          error={form.formState.errors.text?.message}
          {...form.register('text')}
        />
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => change(false)} disabled={form.formState.isSubmitting}>
            Go back
          </Button>
          <Button type="submit" variant={text.variant ?? 'primary'} isLoading={form.formState.isSubmitting}>
            {text.submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
